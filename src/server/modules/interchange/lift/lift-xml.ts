import { SaxesParser } from 'saxes';

/**
 * A LIFT file read as a stream of <entry> elements, each as a small tree: a lexicon of 50,000
 * entries is never held whole, while each entry (a few kilobytes) is read as a whole, which is
 * how its parts refer to one another. saxes neither fetches external entities nor expands
 * entities a DOCTYPE defines, so an XML bomb is an error, not a memory blow-up.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

/** Why a file is not a LIFT file at all; the file is refused whole. */
export class LiftFileError extends Error {
  constructor(
    readonly code: 'notXml' | 'notLift',
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
  }
}

export interface LiftHeader {
  version: string | null;
  producer: string | null;
}

/**
 * Reads a LIFT document chunk by chunk and yields its entries in order. The root must be
 * <lift>; anything other than <entry> at the top (the header, ranges) is skipped.
 */
export async function* readLiftEntries(
  chunks: AsyncIterable<Buffer | string>,
  onHeader?: (header: LiftHeader) => void,
): AsyncGenerator<XmlElement> {
  const parser = new SaxesParser({ position: true });
  const ready: XmlElement[] = [];
  const stack: XmlElement[] = [];
  let depth = 0;
  let rootSeen = false;
  let failure: LiftFileError | null = null;

  parser.on('error', (error) => {
    failure ??= new LiftFileError('notXml', error.message);
  });
  parser.on('opentag', (tag) => {
    depth += 1;
    if (depth === 1) {
      rootSeen = true;
      if (tag.name !== 'lift') {
        failure ??= new LiftFileError('notLift', `<${tag.name}>`);
        return;
      }
      const attributes = tag.attributes as Record<string, string>;
      onHeader?.({ version: attributes.version ?? null, producer: attributes.producer ?? null });
      return;
    }
    if (stack.length === 0 && !(depth === 2 && tag.name === 'entry')) return;
    const element: XmlElement = {
      name: tag.name,
      attributes: { ...(tag.attributes as Record<string, string>) },
      children: [],
    };
    stack.at(-1)?.children.push(element);
    stack.push(element);
  });
  parser.on('text', (text) => {
    stack.at(-1)?.children.push(text);
  });
  parser.on('cdata', (text) => {
    stack.at(-1)?.children.push(text);
  });
  parser.on('closetag', () => {
    depth -= 1;
    if (stack.length === 0) return;
    const element = stack.pop()!;
    if (stack.length === 0) ready.push(element);
  });

  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of chunks) {
      parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
      if (failure) throw failure;
      yield* ready.splice(0);
    }
    parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    if (error instanceof LiftFileError) throw error;
    if (error instanceof TypeError) throw new LiftFileError('notXml', 'invalid UTF-8');
    throw new LiftFileError('notXml', (error as Error).message);
  }
  if (failure) throw failure;
  if (!rootSeen) throw new LiftFileError('notXml', 'empty document');
  yield* ready.splice(0);
}

/** The element children of a node, optionally only those of a name. */
export function childElements(node: XmlElement, name?: string): XmlElement[] {
  return node.children.filter(
    (child): child is XmlElement => typeof child !== 'string' && (!name || child.name === name),
  );
}

/** All text under a node, spans included (LIFT <text> may hold <span> runs). */
export function textContent(node: XmlNode): string {
  if (typeof node === 'string') return node;
  return node.children.map(textContent).join('');
}
