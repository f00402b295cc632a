import type { DocumentText } from './make-office-documents';

/** How the bytes of one demo file are made; stored with the file row so seeding can render it. */
export type DemoFileSource =
  | { kind: 'docx' | 'pptx' | 'pdf'; text: DocumentText }
  | { kind: 'xlsx'; title: string; rows: (string | number)[][] }
  /** A blackboard plan (板书设计): the topic and its lines in chalk. */
  | { kind: 'png'; board: string; lines: readonly string[] }
  /** A photo of a school scene with a caption band. */
  | { kind: 'jpg'; seed: number; caption: string }
  /**
   * A video: a title card, then one card per slide, each held `slideSeconds`, over a painted school scene
   * (`seed` picks its colours), so every video shows its own title and has its own length.
   */
  | { kind: 'mp4'; seed: number; title: string; subtitle: string; slides: readonly string[]; slideSeconds: number }
  | { kind: 'mp3'; notesHz: number[] }
  /** An archive of text files: a type the preview cannot show, so the portal offers it as a download. */
  | { kind: 'zip'; entries: { name: string; text: string }[] };
