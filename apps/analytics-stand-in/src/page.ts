/** The stand-in's only page: what it received, newest first, in French. */
import type { Hit, HitKind } from './hits.ts';

const KIND_LABELS: Record<HitKind, string> = {
  pageView: 'Page vue',
  event: 'Événement',
  heartbeat: 'Signal de présence',
  other: 'Autre',
};

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

function row(hit: Hit): string {
  const event = hit.kind === 'event' ? [hit.category, hit.action, hit.name] : ['', '', ''];
  const cells = [KIND_LABELS[hit.kind], hit.url, hit.kind === 'event' ? '' : hit.title, ...event];
  return `<tr><td><time datetime="${escape(hit.receivedAt)}">${escape(timeOf(hit.receivedAt))}</time></td>${cells
    .map((cell) => `<td>${escape(cell)}</td>`)
    .join('')}</tr>`;
}

export function hitsPage(hits: readonly Hit[]): string {
  const newestFirst = [...hits].reverse();
  const table =
    hits.length === 0
      ? '<p>Rien reçu pour l’instant. Acceptez les cookies dans le bandeau du portail, puis naviguez.</p>'
      : `<div class="scroll" role="region" aria-labelledby="received" tabindex="0">
<table>
<caption id="received">${hits.length} requête(s) reçue(s), la plus récente en premier</caption>
<thead><tr><th scope="col">Heure</th><th scope="col">Type</th><th scope="col">Adresse</th><th scope="col">Titre</th><th scope="col">Catégorie</th><th scope="col">Action</th><th scope="col">Nom</th></tr></thead>
<tbody>
${newestFirst.map(row).join('\n')}
</tbody>
</table>
</div>`;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mesure d’audience : ce que Matomo recevrait</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1rem; color: #1d2327; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; min-width: 40rem; }
caption { text-align: left; font-weight: 600; margin-bottom: 0.5rem; }
th, td { border: 1px solid #c3ccd3; padding: 0.35rem 0.5rem; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
th { background: #f4f7f9; }
a { color: #0b5c8a; }
</style>
</head>
<body>
<main>
<h1>Mesure d’audience : ce que Matomo recevrait</h1>
<p>Ce collecteur local remplace le Matomo d’un exploitant : il enregistre les requêtes de suivi que le portail envoie
(pages vues, clics sur les tuiles, signaux de présence toutes les 15 secondes), seulement après l’accord du visiteur.</p>
<p><a href="/">Actualiser</a> · <a href="/hits">Les mêmes données en JSON</a></p>
${table}
</main>
</body>
</html>`;
}
