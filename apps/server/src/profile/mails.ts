/** E-mails of the profile: the security notice of an address change, and an administrator's decision. */
import type { CivilTitle, PendingField } from '@portal/shared';
import { renderMail } from '../mail/layout.ts';

const FIELD_LABELS: Record<PendingField, string> = {
  civilTitle: 'civilité',
  firstName: 'prénom',
  lastName: 'nom',
  rpps: 'numéro RPPS',
};

const CIVIL_TITLE_LABELS: Record<CivilTitle, string> = { M: 'M', MME: 'MME', Other: 'Non défini' };

const when = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(date);

function shownValue(field: PendingField, value: string | null): string {
  if (value === null || value === '') return 'aucun';
  return field === 'civilTitle' ? (CIVIL_TITLE_LABELS[value as CivilTitle] ?? value) : value;
}

export const profileMails = {
  emailsChanged: ({ added, removed, at, url }: { added: string[]; removed: string[]; at: Date; url: string }) =>
    renderMail({
      subject: 'Les adresses email de votre compte ont été modifiées',
      paragraphs: [
        `Les adresses email de votre compte du Portail Anapath ont été modifiées le ${when(at)}.`,
        ...(added.length > 0 ? [`Adresse(s) ajoutée(s) : ${added.join(', ')}.`] : []),
        ...(removed.length > 0 ? [`Adresse(s) retirée(s) : ${removed.join(', ')}.`] : []),
        "Si vous êtes à l'origine de cette modification, vous n'avez rien à faire.",
        "Si vous n'en êtes pas à l'origine, changez sans attendre votre mot de passe et prévenez un administrateur de votre centre de pathologie : quelqu'un d'autre a peut-être accès à votre compte.",
      ],
      link: { label: 'Aller sur le Portail Anapath', url },
    }),

  pendingUpdateApproved: ({ field, value, url }: { field: PendingField; value: string | null; url: string }) =>
    renderMail({
      subject: 'Votre demande de modification a été approuvée',
      paragraphs: [
        `Un administrateur a approuvé la modification de votre ${FIELD_LABELS[field]} sur le Portail Anapath.`,
        `Nouvelle valeur : ${shownValue(field, value)}.`,
      ],
      link: { label: 'Voir mon profil', url },
    }),

  pendingUpdateRejected: ({ field, value, url }: { field: PendingField; value: string | null; url: string }) =>
    renderMail({
      subject: 'Votre demande de modification a été refusée',
      paragraphs: [
        `Un administrateur a refusé la modification de votre ${FIELD_LABELS[field]} sur le Portail Anapath (valeur demandée : ${shownValue(field, value)}).`,
        'Votre profil garde sa valeur actuelle. En cas de question, contactez un administrateur de votre centre de pathologie.',
      ],
      link: { label: 'Voir mon profil', url },
    }),
};
