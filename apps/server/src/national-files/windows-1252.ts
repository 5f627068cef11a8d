/** Windows-1252, the encoding of the FINESS file (and of older RPPS files), through iconv-lite. */
import iconv from 'iconv-lite';

/** A character Windows-1252 lacks becomes `?`. */
export const encodeWindows1252 = (text: string): Buffer => iconv.encode(text, 'win1252');

export const decodeWindows1252 = (bytes: Uint8Array): string => iconv.decode(Buffer.from(bytes), 'win1252');
