/**
 * The national directory kept fresh (issue 37): a refresh reads the RPPS extract from the
 * configured source, stages it, and measures what changed against the live directory. Up to
 * `confirm_above_percent` of changes it is applied at once; above it, it waits for a super
 * administrator's confirmation; above `refuse_above_percent`, it is refused. Super administrators
 * only; the calls that change state carry the XSRF header.
 *
 * - `GET /api/admin/directory/refreshes` answers `DirectoryRefreshes`.
 * - `POST /api/admin/directory/refreshes` `{}` starts one now: 202 `{ id }`; 409
 *   `alreadyRunning` while one runs or awaits confirmation, 409 `noSource` without a source.
 * - `POST /api/admin/directory/refreshes/{refreshId}/confirm` `{}` applies one awaiting
 *   confirmation, `/abandon` `{}` drops it (the directory stays as it was): 200 `DirectoryRefresh`;
 *   404 `unknown`, 409 `notAwaiting`.
 */

export const DIRECTORY_REFRESH_STATES = [
  'running',
  'awaitingConfirmation',
  'applied',
  'refused',
  'abandoned',
  'failed',
] as const;
export type DirectoryRefreshState = (typeof DIRECTORY_REFRESH_STATES)[number];

/** How many finished refreshes `recent` lists. */
export const DIRECTORY_REFRESH_RECENT_SIZE = 10;

/** One refresh; its counts are `null` until it has compared the extract with the live directory. */
export interface DirectoryRefresh {
  id: string;
  state: DirectoryRefreshState;
  startedAt: string;
  finishedAt: string | null;
  /** Lines of the extract read (its header excluded). */
  lines: number | null;
  /** Practitioners (distinct RPPS) in the extract. */
  practitioners: number | null;
  /** RPPS in the extract and not in the live directory. */
  added: number | null;
  /** RPPS in the live directory and not in the extract. */
  removed: number | null;
  /** RPPS in both whose last or first name differs. */
  renamed: number | null;
  /** RPPS in both whose civil title differs. */
  retitled: number | null;
  /** (added + removed + renamed + retitled) / practitioners of the live directory, in percent (two decimals). */
  changedPercent: number | null;
  /** Why it waits, was refused or failed, in French. */
  reason: string | null;
}

/** `GET /api/admin/directory/refreshes`. */
export interface DirectoryRefreshes {
  /** Whether a source is configured (without one, nothing refreshes the directory). */
  configured: boolean;
  /** The refresh running or awaiting confirmation, if any. */
  current: DirectoryRefresh | null;
  /** The latest finished ones, newest first (`DIRECTORY_REFRESH_RECENT_SIZE`). */
  recent: DirectoryRefresh[];
}

/** `POST /api/admin/directory/refreshes` answers 202 with it. */
export interface DirectoryRefreshStarted {
  id: string;
}

/** A share in French: `5,25 %`. */
export function formatChangedPercent(percent: number): string {
  return `${percent.toLocaleString('fr-FR', { maximumFractionDigits: 2 })} %`;
}

export const directoryRefreshMessages = {
  noSource: "Aucune source de l'extrait RPPS n'est configurée : l'annuaire ne peut pas être mis à jour",
  alreadyRunning: "Une mise à jour de l'annuaire est déjà en cours ou attend une confirmation",
  unknown: "Cette mise à jour de l'annuaire n'existe pas",
  notAwaiting: "Cette mise à jour de l'annuaire n'attend pas de confirmation",
  started: "La mise à jour de l'annuaire a commencé",
  confirmed: "La mise à jour de l'annuaire a été appliquée",
  abandoned: "La mise à jour de l'annuaire a été abandonnée : l'annuaire reste inchangé",
  /** The reason of a refresh awaiting confirmation. */
  awaiting: (percent: number, threshold: number) =>
    `${formatChangedPercent(percent)} des praticiens changent, plus que le seuil de ${formatChangedPercent(threshold)} : une confirmation est nécessaire`,
  /** The reason of a refused refresh. */
  refused: (percent: number, threshold: number) =>
    `${formatChangedPercent(percent)} des praticiens changent, plus que le seuil de ${formatChangedPercent(threshold)} : la mise à jour est refusée`,
  /** The reason of a failed refresh (its cause is in the server's log). */
  failed: "La lecture ou le chargement de l'extrait a échoué ; l'annuaire reste inchangé",
  /** The extract holds no practitioner. */
  empty: "L'extrait ne contient aucun praticien : la mise à jour est refusée",
  /** The folder holds no extract. */
  noExtract: 'Aucun fichier PS_LibreAcces_Personne_activite_*.txt ni PS_LibreAcces_*.zip dans le dossier configuré',
  /** The archive read holds no practitioners' file. */
  noExtractInArchive: "L'archive ne contient aucun fichier PS_LibreAcces_Personne_activite_*.txt",
  /** A refresh stopped by the server's restart. */
  interrupted: "La mise à jour a été interrompue (redémarrage du serveur) ; l'annuaire reste inchangé",
} as const;

export const directoryRefreshStateLabels = {
  running: 'En cours',
  awaitingConfirmation: 'En attente de confirmation',
  applied: 'Appliquée',
  refused: 'Refusée',
  abandoned: 'Abandonnée',
  failed: 'Échouée',
} as const satisfies Record<DirectoryRefreshState, string>;
