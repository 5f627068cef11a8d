/**
 * zxcvbn-ts with its common and French dictionaries, and the list of the most frequent leaked
 * passwords: the estimator of `password-strength.ts`. Heavy (about 1 MB of words, 20 MB once
 * built), hence not exported by the package's index: the server builds it once at start, the
 * browser imports it on demand (`@portal/shared/password-strength-estimator`).
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as frenchDictionary } from '@zxcvbn-ts/language-fr';
import { LEAKED_PASSWORDS_FR } from './leaked-passwords-fr.ts';
import { lettersOf, type PasswordStrengthEstimator, type StrengthScore } from './password-strength.ts';
import { zxcvbnFrench } from './password-strength-feedback.ts';

/**
 * How many of `passwords-common`'s first entries (ranked by frequency in the leaks) are refused
 * outright, as their letters; the rest still weighs in zxcvbn's estimate.
 */
const MOST_FREQUENT = 10_000;

/** A letters-only entry this short (`abc`, `qwe`) is a fragment, not a password. */
const MIN_LEAKED_LETTERS = 4;

function leakedLetters(): Set<string> {
  const frequent = commonDictionary['passwords-common']
    .slice(0, MOST_FREQUENT)
    .map((entry) => lettersOf(String(entry)))
    .filter((letters) => letters.length >= MIN_LEAKED_LETTERS);
  return new Set([...frequent, ...LEAKED_PASSWORDS_FR]);
}

export function createPasswordStrengthEstimator(): PasswordStrengthEstimator {
  const zxcvbn = new ZxcvbnFactory({
    translations: zxcvbnFrench,
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...frenchDictionary, 'passwords-fr': [...LEAKED_PASSWORDS_FR] },
    // Each look-alike multiplies the variants tried: `P@ssw0rd` needs two, six are plenty.
    l33tMaxSubstitutions: 6,
  });
  const leaked = leakedLetters();
  return {
    estimate(password, userInputs) {
      const { score, feedback } = zxcvbn.check(password, userInputs);
      return { score: score as StrengthScore, feedback };
    },
    isLeaked: (letters) => leaked.has(letters),
  };
}
