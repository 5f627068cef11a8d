import { measureArgon2 } from '../lib/argon2.ts';
console.log(await measureArgon2(2));
