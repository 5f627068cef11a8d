/** Playwright's global teardown of the screenshots: each picture's weight and the total. */
import { readdirSync, statSync } from 'node:fs';
import { IMAGES } from './shots.ts';

export default function reportSizes() {
  const files = readdirSync(IMAGES).filter((name) => name.endsWith('.png'));
  const sizes = files.map((name) => ({ name, bytes: statSync(`${IMAGES}${name}`).size }));
  for (const { name, bytes } of sizes) console.log(`${name.padEnd(40)} ${(bytes / 1024).toFixed(0).padStart(5)} Kio`);
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  console.log(`${files.length} images, ${(total / 1024 / 1024).toFixed(2)} Mio in ${IMAGES}`);
}
