import { atom } from 'jotai';
import type { DockPosition } from '../logic/drag-position';

/** SPEC §4 panel state: collapsed (launcher only) or expanded; expanded may be minimised or full screen. */
export interface PanelState {
  open: boolean;
  minimised: boolean;
  fullScreen: boolean;
}

export const panelAtom = atom<PanelState>({ open: false, minimised: false, fullScreen: false });

/** Panel position while not full screen; undefined means "next to the launcher". */
export const panelPositionAtom = atom<DockPosition | undefined>(undefined);

/** The question being typed; kept while the panel is closed, and filled by a selection question that could not be sent yet. */
export const draftAtom = atom('');

/** True while the page is read aloud ('朗读本页', issue #16): the read-aloud chunk is mounted. */
export const readAloudAtom = atom(false);
