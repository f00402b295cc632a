import { Parser } from 'htmlparser2';
import { OFFICE_XML_BYTES_PER_TURN, OFFICE_XML_MAX_ATTRIBUTES_PER_TAG } from '../../constants';
import type { PreviewBudget } from './preview-budget';

/** What an extractor hears of one XML part: tags opened (with their attributes), text, tags closed. */
export interface XmlPartHandler {
  open(name: string, attributes: Readonly<Record<string, string>>): void;
  text(text: string): void;
  close(name: string): void;
}

/**
 * Streams one XML part of an office file through htmlparser2's tokenizer (XML mode, entities decoded) into
 * `handler`: a state machine over the characters, so time grows linearly with the part, whatever its shape
 * (the regexes this replaces took seconds on 80 kB of `<w:t `). It reads chunk by chunk as the part is
 * inflated, counting the bytes against the budget and checking the time between chunks, and lets the event
 * loop turn every OFFICE_XML_BYTES_PER_TURN bytes; the first cap reached (or a tag with more than
 * OFFICE_XML_MAX_ATTRIBUTES_PER_TAG attributes) stops it where it is.
 * The part need not be well-formed: what a broken part holds before it breaks is still read.
 */
export async function readXmlPart(
  chunks: AsyncIterable<Buffer>,
  handler: XmlPartHandler,
  budget: PreviewBudget,
): Promise<void> {
  let attributes = 0;
  const parser = new Parser(
    {
      onopentagname() {
        attributes = 0;
      },
      onattribute() {
        attributes += 1;
        if (attributes > OFFICE_XML_MAX_ATTRIBUTES_PER_TAG) {
          budget.stop('malformed');
          parser.pause();
        }
      },
      onopentag(name, attribs) {
        handler.open(name, attribs);
        if (budget.cut) parser.pause();
      },
      ontext(text) {
        handler.text(text);
        if (budget.cut) parser.pause();
      },
      onclosetag(name) {
        handler.close(name);
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  const decoder = new TextDecoder('utf-8');
  let sinceTurn = 0;
  for await (const chunk of chunks) {
    if (!budget.takeBytes(chunk.length) || budget.spent()) return;
    parser.write(decoder.decode(chunk, { stream: true }));
    if (budget.cut) return;
    sinceTurn += chunk.length;
    // Inflated chunks that were already waiting come one after another without a turn of the loop.
    if (sinceTurn >= OFFICE_XML_BYTES_PER_TURN) {
      sinceTurn = 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  parser.end(decoder.decode());
}
