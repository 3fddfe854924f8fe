import { SaxesParser } from 'saxes';
import { SpreadsheetError } from './spreadsheet.ts';
import type { PartSink } from './xlsx-zip.ts';

/**
 * An XLSX part read as a stream by saxes (decision 027): strict XML, so an unclosed tag, a
 * character reference outside Unicode or an entity no XML defines is an error, never a guess.
 * No DTD is ever expanded. Tag names come without their namespace prefix.
 */

export interface XmlHandlers {
  open?(name: string, attributes: Readonly<Record<string, string>>): void;
  close?(name: string): void;
  text?(text: string): void;
}

// A sheet nests six deep (worksheet › sheetData › row › c › is › r › t) and its elements carry
// about a dozen attributes: far more than that is a file built to make the parser work.
const MAX_DEPTH = 32;
const MAX_ATTRIBUTES = 64;

const badXml = () => new SpreadsheetError('A planilha XLSX tem XML inválido.');

const local = (name: string) => name.slice(name.indexOf(':') + 1);

export function xmlSink(handlers: XmlHandlers): PartSink {
  const parser = new SaxesParser();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let depth = 0;
  let attributes = 0;
  parser.on('error', () => {
    throw badXml();
  });
  parser.on('opentagstart', () => {
    attributes = 0;
    if (++depth > MAX_DEPTH) throw badXml();
  });
  parser.on('attribute', () => {
    if (++attributes > MAX_ATTRIBUTES) throw badXml();
  });
  parser.on('opentag', (tag) => handlers.open?.(local(tag.name), tag.attributes));
  parser.on('closetag', (tag) => {
    depth--;
    handlers.close?.(local(tag.name));
  });
  parser.on('text', (text) => handlers.text?.(text));
  parser.on('cdata', (text) => handlers.text?.(text));
  const decode = (chunk: Uint8Array | undefined, stream: boolean) => {
    try {
      return decoder.decode(chunk, { stream });
    } catch {
      throw badXml(); // not UTF-8
    }
  };
  return {
    write: (chunk) => void parser.write(decode(chunk, true)),
    end: () => {
      parser.write(decode(undefined, false));
      parser.close();
    },
  };
}
