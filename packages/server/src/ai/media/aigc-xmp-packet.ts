import type { AigcMetadata } from './aigc-metadata';

/**
 * The XMP namespace of the implicit label (GB 45438-2025 Annex E, as the TC260 labelling tools and the
 * large Chinese generators write it): one `TC260:AIGC` property holding the label's JSON.
 */
export const TC260_XMP_NAMESPACE = 'http://www.tc260.org.cn/ns/AIGC/1.0/';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Escapes text for an XML element's content (quotes need no escape there, and readers keep them as is). */
function escapeXmlText(text: string): string {
  return text.replace(/[&<>]/g, (character) => XML_ESCAPES[character] ?? character);
}

/**
 * The label as a complete XMP packet (UTF-8 text with its `xpacket` wrapper), fit for a PNG's
 * `XML:com.adobe.xmp` iTXt chunk and an MP4's XMP `uuid` box. The JSON is written as is (XMP is Unicode)
 * and XML-escaped, so no field's value can end the element or add another.
 */
export function aigcXmpPacket(metadata: AigcMetadata): string {
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    `<rdf:Description rdf:about="" xmlns:TC260="${TC260_XMP_NAMESPACE}">`,
    `<TC260:AIGC>${escapeXmlText(JSON.stringify(metadata))}</TC260:AIGC>`,
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="r"?>',
  ].join('\n');
}
