/**
 * The accessibility statement RGAA 4.1 asks of the portal: its conformance state, said once in the
 * operator's text (`config/content/accessibility-statement.md`), shown on the page `#/accessibilite`
 * and in every footer.
 */

/** RGAA 4.1's three conformance states, as the statement and the footer's mention write them. */
export const CONFORMANCE_STATES = ['non conforme', 'partiellement conforme', 'totalement conforme'] as const;

export type ConformanceState = (typeof CONFORMANCE_STATES)[number];

export const isConformanceState = (value: unknown): value is ConformanceState =>
  CONFORMANCE_STATES.some((state) => state === value);

/** The page's address (`#/accessibilite`, the address RGAA recommends). */
export const ACCESSIBILITY_STATEMENT_ROUTE = '/accessibilite';

export const accessibilityStatementLabels = {
  title: "Déclaration d'accessibilité",
  /** The mention RGAA asks on the home and every page, leading to the statement. */
  footerLink: 'Accessibilité : {{state}}',
};

export const accessibilityStatementMessages = {
  loadFailed: "Erreur lors de la récupération de la déclaration d'accessibilité",
};
