import { renderMail } from './layout.ts';

/**
 * To the administrators of an account's centres (the super administrators when it has none): Pro
 * Santé Connect certified its RPPS to a practitioner the portal did not sign in, because the account
 * is not validated or its names are not theirs. Once per account and day at most.
 */
export const rppsClaimedMail = ({
  practitionerName,
  rpps,
  userName,
  userEmail,
  url,
}: {
  /** The names Pro Santé Connect certified. */
  practitionerName: string;
  rpps: string;
  userName: string;
  userEmail: string | null;
  /** The account's page in the administration space. */
  url: string;
}) =>
  renderMail({
    subject: 'Un numéro RPPS est déclaré par un compte à vérifier sur le Portail Anapath',
    paragraphs: [
      `${practitionerName || 'Un praticien'} s'est identifié avec Pro Santé Connect (RPPS ${rpps}), mais le compte du portail qui déclare ce numéro, celui de ${userName}${userEmail ? ` (${userEmail})` : ''}, n'a pas été validé ou ne porte pas les nom et prénom certifiés : la connexion a été refusée.`,
      "L'annuaire RPPS est public : un numéro déclaré ne prouve pas l'identité de celui qui l'a saisi. Vérifiez ce compte depuis l'espace d'administration et, s'il n'est pas celui de ce praticien, refusez l'inscription ou verrouillez le compte.",
      'Ce message est envoyé au plus une fois par jour pour un même compte.',
    ],
    link: { label: 'Voir le compte', url },
  });
