import { type NamedUnit, nameUnit } from './textbook-unit';
import { JUNIOR_UNITS } from './textbook-units-junior';
import { PRIMARY_UNITS } from './textbook-units-primary';
import { SENIOR_UNITS } from './textbook-units-senior';

/** Every textbook unit of the demo, primary to senior, with its names resolved. */
export const TEXTBOOK_UNITS: readonly NamedUnit[] = [...PRIMARY_UNITS, ...JUNIOR_UNITS, ...SENIOR_UNITS].map(nameUnit);

/**
 * The units a teacher of `subjectId` in `phaseId` teaches. Every subject has units in every phase that
 * teaches it (a test holds the data to that), so a teacher always has something to write about.
 */
export function unitsFor(subjectId: string, phaseId: string): NamedUnit[] {
  const units = TEXTBOOK_UNITS.filter((unit) => unit.subjectId === subjectId && unit.phaseId === phaseId);
  if (units.length === 0) throw new Error(`No textbook unit for subject ${subjectId} in phase ${phaseId}`);
  return units;
}
