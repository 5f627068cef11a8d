/**
 * Accessible names of buttons that a screen shows beside a same-worded one: each says what it acts
 * on (WCAG 4.1.2), and starts with the button's visible word (WCAG 2.5.3, label in name). The
 * consent screen of a third-party application can show the cookie banner's « Refuser » and the
 * application's together; the administration's lists show one « Valider le compte », « Approuver »,
 * « Refuser » or « Marquer comme traitée » per account or request.
 */
export const buttonNameLabels = {
  rejectCookies: "Refuser les cookies de mesure d'audience",
  acceptCookies: "Accepter les cookies de mesure d'audience",
  refuseApp: "Refuser l'accès de {{app}}",
  acceptApp: "Autoriser l'accès de {{app}}",
  approveChange: 'Approuver la modification de {{name}} : {{field}}',
  rejectChange: 'Refuser la modification de {{name}} : {{field}}',
  /** An account's action in the board's lists: the action's button, then whose account. */
  accountAction: '{{action}} : {{name}}',
  /** A password field's show or hide button, named after its field (a password and its confirmation). */
  showField: 'Afficher : {{field}}',
  hideField: 'Masquer : {{field}}',
  handleSupport: 'Marquer comme traitée la demande de {{name}} du {{date}}',
} as const;
