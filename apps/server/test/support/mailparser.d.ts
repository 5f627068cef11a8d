/** The part of mailparser's API the SMTP catcher uses (the package ships no type declarations). */
declare module 'mailparser' {
  import type { Readable } from 'node:stream';

  export interface AddressObject {
    value: { address?: string; name: string }[];
    text: string;
  }

  export interface ParsedMail {
    subject?: string;
    to?: AddressObject | AddressObject[];
    text?: string;
    html?: string | false;
    messageId?: string;
  }

  export function simpleParser(source: Readable | Buffer | string): Promise<ParsedMail>;
}
