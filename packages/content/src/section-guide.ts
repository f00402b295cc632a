/**
 * One section of the platform as the voice explanation and the offline guide see it.
 *
 * `script` is the presenter text read aloud by the voice-explanation button (SPEC §1 "Presenter
 * scripts", §2 voice explanation); sections without a voice button may omit it and only carry a
 * `summary` the offline guide quotes when it points a visitor there.
 */
export interface SectionGuide {
  /** Stable kebab-case id, unique across all guides. */
  readonly id: string;
  /** Named route of the portal (SPEC §2 "Named routes"), when the section has one. */
  readonly routeName?: string;
  /** Chinese section title as a visitor sees it in the navigation. */
  readonly title: string;
  /** Portal path of the section's main page (SPEC §2 routes). */
  readonly path: string;
  /**
   * Set when the section is a block on the page at `path` rather than a page of its own
   * (the three classrooms live on the home page). Path look-ups skip such guides, so a path
   * always resolves to the page's own guide.
   */
  readonly anchor?: string;
  /** Further path prefixes that belong to this section (detail pages outside `path`). */
  readonly aliases?: readonly string[];
  /** One or two Chinese sentences on what the section offers. */
  readonly summary: string;
  /** Presenter script read aloud, 150–400 characters; present for every voice-explanation section. */
  readonly script?: string;
  /** Chinese search words a visitor might use for this section (offline guide retrieval). */
  readonly keywords: readonly string[];
}
