// Original artwork made for the project (src/client/assets/art, CC BY 4.0): textile-like patterns
// in the site's earth colours. Imported so that each gets a hashed address and a year-long cache.
import zigzag from '@client/assets/art/home-1-zigzag.svg';
import strips from '@client/assets/art/home-2-strips.svg';
import circles from '@client/assets/art/home-3-circles.svg';
import triangles from '@client/assets/art/home-4-triangles.svg';

/** Four background images, changing every 5000 ms. */
export const HERO_IMAGES = [zigzag, strips, circles, triangles];
export const HERO_INTERVAL_MS = 5000;
