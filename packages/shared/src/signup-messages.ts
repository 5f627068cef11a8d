/** French texts of the sign-up journey (spec sections 2, 5, 8) not already in `messages`. */
export const signupMessages = {
  titleChoice: 'Inscription',
  titleRpps: 'Inscription médecin',
  titleNoRpps: 'Inscription secrétariat',
  choiceQuestion: 'Vous inscrivez-vous en tant que médecin ou secrétariat ?',
  choiceDoctor: 'Je suis médecin',
  choiceSecretariat: "Je crée un compte 'secrétariat'",
  manualSignup: "Je ne me trouve pas dans la liste ou je souhaite m'inscrire manuellement",
  validateEmailFirst: 'Validez votre adresse email',
  success: 'Votre inscription a bien été prise en compte',
  redirecting: 'Vous allez être redirigé dans un instant...',
  emailValidated: 'Email validé',
  wrongCode: 'Code OTP incorrect',
  verifyFailed: 'La validation du code a échoué',
  captchaFailed: 'La vérification a échoué, veuillez recommencer plus tard.',
  captchaExpired: 'La vérification a expiré, veuillez recommencer.',
  // Refusals of the sign-up payload beyond the fields' own rules.
  emailNotValidated: 'Veuillez valider votre adresse email avant de vous inscrire',
  singleEmail: "Une seule adresse email peut être renseignée lors de l'inscription",
  // Server refusals (the browser shows the server message as is).
  emailAlreadyUsed: 'Cette adresse email est déjà utilisée par un compte',
  rppsAlreadyUsed: 'Ce numéro RPPS est déjà utilisé par un compte',
  unknownJob: "La profession choisie n'existe pas",
  rppsJobOnly: 'La profession choisie ne correspond pas à un professionnel avec un numéro RPPS',
  unknownJobPlace: "Un des lieux d'exercice choisis n'existe pas",
  unknownAdminSite: "Un des centres de pathologie choisis n'existe pas ou n'est plus actif",
  captchaMissing: 'Veuillez compléter la vérification anti-robot',
  emailValidationUsed: "Cette validation d'adresse email a déjà servi à une inscription, veuillez recommencer.",
  captchaReplayed: 'Cette vérification a déjà été utilisée, veuillez recommencer.',
  notificationFailed:
    "Votre inscription a bien été prise en compte, mais les administrateurs n'ont pas pu être prévenus : ils valideront votre compte dès que possible.",
} as const;
