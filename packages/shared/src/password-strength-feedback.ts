/**
 * zxcvbn-ts's feedback in French, reread: the French package's texts with French quotation marks
 * and full stops, and without its advice that symbols, digits and capitals are not needed (the
 * portal's policy asks for them). Loaded with the estimator only, not with every screen's rules.
 */
import type { TranslationKeys } from '@zxcvbn-ts/core';

export const zxcvbnFrench: TranslationKeys = {
  warnings: {
    straightRow: 'Les rangées de touches du clavier sont faciles à deviner.',
    keyPattern: 'Les motifs courts du clavier sont faciles à deviner.',
    simpleRepeat: 'Les caractères répétés comme « aaa » sont faciles à deviner.',
    extendedRepeat: 'Les suites répétées comme « abcabcabc » sont faciles à deviner.',
    sequences: 'Les suites de caractères comme « abc » sont faciles à deviner.',
    recentYears: 'Les années récentes sont faciles à deviner.',
    dates: 'Les dates sont faciles à deviner.',
    topTen: 'Ce mot de passe est parmi les plus utilisés.',
    topHundred: 'Ce mot de passe est très utilisé.',
    common: 'Ce mot de passe est couramment utilisé.',
    similarToCommon: 'Ce mot de passe ressemble à un mot de passe couramment utilisé.',
    wordByItself: 'Un mot seul est facile à deviner.',
    namesByThemselves: 'Un nom ou un prénom seul est facile à deviner.',
    commonNames: 'Les noms et prénoms courants sont faciles à deviner.',
    userInputs: 'Le mot de passe ne doit pas contenir vos données personnelles.',
    pwned: "Ce mot de passe a été divulgué lors d'une fuite de données sur Internet.",
  },
  suggestions: {
    l33t: 'Évitez les substitutions prévisibles, comme « @ » pour « a ».',
    reverseWords: "Évitez les mots courants écrits à l'envers.",
    allUppercase: 'Mettez quelques lettres en majuscules, mais pas toutes.',
    capitalization: "Mettez des majuscules ailleurs qu'à la première lettre.",
    dates: 'Évitez les dates et les années qui vous concernent (date de naissance, par exemple).',
    recentYears: 'Évitez les années récentes.',
    associatedYears: 'Évitez les années qui vous concernent (année de naissance, par exemple).',
    sequences: 'Évitez les suites de caractères courantes.',
    repeated: 'Évitez les mots et les caractères répétés.',
    longerKeyboardPattern: 'Utilisez des motifs de clavier plus longs, en changeant plusieurs fois de direction.',
    anotherWord: 'Ajoutez des mots moins courants.',
    useWords: 'Utilisez plusieurs mots, en évitant les expressions courantes.',
    noNeed: 'Un mot de passe long, fait de plusieurs mots sans lien entre eux, est plus robuste.',
    pwned: 'Si vous utilisez ce mot de passe ailleurs, changez-le.',
  },
  timeEstimation: {
    ltSecond: "moins d'une seconde",
    second: '{base} seconde',
    seconds: '{base} secondes',
    minute: '{base} minute',
    minutes: '{base} minutes',
    hour: '{base} heure',
    hours: '{base} heures',
    day: '{base} jour',
    days: '{base} jours',
    month: '{base} mois',
    months: '{base} mois',
    year: '{base} an',
    years: '{base} ans',
    centuries: 'des siècles',
  },
};
