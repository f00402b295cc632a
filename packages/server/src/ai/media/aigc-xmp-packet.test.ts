import { describe, expect, it } from 'vitest';
import type { AigcMetadata } from './aigc-metadata';
import { aigcXmpPacket, TC260_XMP_NAMESPACE } from './aigc-xmp-packet';

const metadata: AigcMetadata = {
  Label: '1',
  ContentProducer: 'api.siliconflow.cn',
  ProduceID: 'req-1</TC260:AIGC><TC260:Label>0</TC260:Label><TC260:AIGC>',
  ReservedCode1: '',
  ContentPropagator: '叶县教育公共服务平台 & 合作方',
  PropagateID: 'f00d',
  ReservedCode2: '',
};

describe('aigcXmpPacket', () => {
  it('wraps the label in an XMP packet under the TC260 namespace', () => {
    const packet = aigcXmpPacket(metadata);
    expect(packet.startsWith('<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>')).toBe(true);
    expect(packet.endsWith('<?xpacket end="r"?>')).toBe(true);
    expect(packet).toContain(`xmlns:TC260="${TC260_XMP_NAMESPACE}"`);
  });

  it('escapes the values, so one cannot close the element or add another', () => {
    const packet = aigcXmpPacket(metadata);
    expect(packet.match(/<TC260:/g)).toHaveLength(1);
    const text = /<TC260:AIGC>(.*)<\/TC260:AIGC>/.exec(packet)?.[1] ?? '';
    const unescaped = text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
    expect(JSON.parse(unescaped)).toEqual(metadata);
    // Chinese stays as is: XMP is UTF-8.
    expect(text).toContain('叶县教育公共服务平台 &amp; 合作方');
  });
});
