import { randomUUID } from 'node:crypto';

/**
 * Small, real audio files built in code for tests (no binary fixtures in the repository), and a
 * multipart body builder for `app.inject`. Test fixtures only: never demo content.
 */

/** A mono 16-bit PCM WAV: `seconds` of a sine tone. */
export function wavTone(seconds = 0.1, frequency = 440, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const dataSize = samples * 2;
  const wav = Buffer.alloc(44 + dataSize);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataSize, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataSize, 40);
  for (let i = 0; i < samples; i++) {
    const value = Math.round(Math.sin((2 * Math.PI * frequency * i) / sampleRate) * 0.5 * 32767);
    wav.writeInt16LE(value, 44 + i * 2);
  }
  return wav;
}

/** A WAV of about `bytes` bytes (silence), e.g. to go over the upload limit. */
export function wavOfSize(bytes: number): Buffer {
  const wav = wavTone(0);
  const body = Buffer.alloc(Math.max(0, bytes - wav.length));
  wav.writeUInt32LE(36 + body.length, 4);
  wav.writeUInt32LE(body.length, 40);
  return Buffer.concat([wav, body]);
}

/** CRC-32 as Ogg defines it (polynomial 0x04c11db7, no reflection, initial 0): a checksum. */
function oggCrc(data: Buffer): number {
  let crc = 0;
  for (const byte of data) {
    crc ^= byte << 24;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
    }
  }
  return crc >>> 0;
}

/** The first page of an Ogg Opus stream (RFC 7845): its identification header, OpusHead. */
export function oggOpusHead(): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'ascii');
  head.writeUInt8(1, 8); // version
  head.writeUInt8(1, 9); // channels
  head.writeUInt16LE(312, 10); // pre-skip
  head.writeUInt32LE(48000, 12); // input sample rate
  head.writeInt16LE(0, 16); // output gain
  head.writeUInt8(0, 18); // channel mapping family
  const page = Buffer.alloc(27 + 1 + head.length);
  page.write('OggS', 0, 'ascii');
  page.writeUInt8(0, 4); // version
  page.writeUInt8(0x02, 5); // beginning of stream
  page.writeBigUInt64LE(0n, 6); // granule position
  page.writeUInt32LE(0x4d414e45, 14); // stream serial number
  page.writeUInt32LE(0, 18); // page sequence
  page.writeUInt8(1, 26); // one segment
  page.writeUInt8(head.length, 27);
  head.copy(page, 28);
  page.writeUInt32LE(oggCrc(page), 22); // computed with the CRC field zeroed
  return page;
}

/** An ID3v2.4 tag (empty) followed by MPEG-1 Layer III frames of silence (128 kbit/s, 44.1 kHz). */
export function mp3Frames(frames = 3): Buffer {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);
  const frameLength = Math.floor((144 * 128000) / 44100); // 417 bytes, no padding
  const frame = Buffer.alloc(frameLength);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat([id3, ...Array.from({ length: frames }, () => frame)]);
}

/** A WebM file's EBML header (DocType "webm") and the start of an unknown-size Segment. */
export function webmHeader(): Buffer {
  const element = (id: number[], body: Buffer) =>
    Buffer.concat([Buffer.from(id), Buffer.from([0x80 | body.length]), body]);
  const uint = (n: number) => Buffer.from([n]);
  const header = Buffer.concat([
    element([0x42, 0x86], uint(1)), // EBMLVersion
    element([0x42, 0xf7], uint(1)), // EBMLReadVersion
    element([0x42, 0xf2], uint(4)), // EBMLMaxIDLength
    element([0x42, 0xf3], uint(8)), // EBMLMaxSizeLength
    element([0x42, 0x82], Buffer.from('webm', 'ascii')), // DocType
    element([0x42, 0x87], uint(4)), // DocTypeVersion
    element([0x42, 0x85], uint(2)), // DocTypeReadVersion
  ]);
  return Buffer.concat([
    element([0x1a, 0x45, 0xdf, 0xa3], header),
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
  ]);
}

/** The start of an MPEG-4 audio file as Safari records it: an `ftyp` box with brand M4A. */
export function m4aHeader(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0); // box size
  ftyp.write('ftypM4A ', 4, 'ascii'); // box type, major brand
  ftyp.writeUInt32BE(0, 12); // minor version
  ftyp.write('M4A isom', 16, 'ascii'); // compatible brands
  const mdat = Buffer.alloc(16);
  mdat.writeUInt32BE(16, 0);
  mdat.write('mdat', 4, 'ascii');
  return Buffer.concat([ftyp, mdat]);
}

/** A FLAC stream's signature and its STREAMINFO block (44.1 kHz, mono, 16-bit, no frames yet). */
export function flacHeader(): Buffer {
  const info = Buffer.alloc(34);
  info.writeUInt16BE(4096, 0); // minimum block size
  info.writeUInt16BE(4096, 2); // maximum block size
  // Sample rate (20 bits), channels - 1 (3 bits), bits per sample - 1 (5 bits), total samples (36).
  info.writeUInt32BE((44100 << 12) | (0 << 9) | (15 << 4), 10);
  const blockHeader = Buffer.from([0x80, 0, 0, info.length]); // last block, type STREAMINFO
  return Buffer.concat([Buffer.from('fLaC', 'ascii'), blockHeader, info]);
}

/**
 * AAC in ADTS frames, as some phones and encoders write `.aac` files: each frame a 7-byte header
 * (MPEG-4, AAC-LC, 44.1 kHz, mono, no CRC) and a 4-byte raw block.
 */
export function adtsAac(frames = 3): Buffer {
  const frame = Buffer.from([0xff, 0xf1, 0x50, 0x40, 0x01, 0x7f, 0xfc, 0x01, 0x40, 0x20, 0x07]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/** Plain text, to be sent under an audio name. */
export function textFile(): Buffer {
  return Buffer.from('Ceci n’est pas un fichier audio.\n', 'utf8');
}

/** A PNG signature and IHDR chunk: a recognised type that is not audio. */
export function pngHeader(): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from([0, 0, 0, 13]),
    Buffer.from('IHDR', 'ascii'),
    Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]),
    Buffer.from([0x3a, 0x7e, 0x9b, 0x55]),
  ]);
}

export interface MultipartFile {
  field: string;
  /** The file name the browser would send ('' for a file input left empty). */
  name: string;
  /** The declared type, which the server must ignore. */
  type: string;
  data: Buffer;
}

/** Quotes a name as browsers do in Content-Disposition (WHATWG HTML, multipart/form-data). */
const quote = (name: string) =>
  name.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');

/**
 * A multipart/form-data body as a browser sends it, for `app.inject({ payload, headers })`.
 * Written by hand rather than with FormData: Node's FormData leaves out `filename=""` for a file
 * input left empty, which is exactly the part browsers send and the server must skip. Async, so
 * callers need not change if it ever streams.
 */
export async function multipartPayload(
  /** Text fields, UTF-8 encoded; a Buffer is sent as its bytes (to send malformed text). */
  fields: Record<string, string | Buffer>,
  files: MultipartFile[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const boundary = `----ManenoTestBoundary${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"\r\n\r\n`),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n'),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quote(file.field)}"; ` +
          `filename="${quote(file.name)}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
