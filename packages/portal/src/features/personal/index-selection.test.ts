import { describe, expect, it } from 'vitest';
import { INDEX_SELECTION_KEY, readIndexSelection, selectionFrom, writeIndexSelection } from './index-selection';

const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === INDEX_SELECTION_KEY ? value : null),
});

describe('readIndexSelection', () => {
  it.each([
    ['nothing stored', null, {}],
    ['not JSON', '{phase', {}],
    ['a wrong shape', '{"phaseId":2}', {}],
    ['an array', '[]', {}],
    ['a selection', '{"phaseId":"2","phaseName":"小学","extra":1}', { phaseId: '2', phaseName: '小学' }],
  ])('reads %s', (_name, stored, expected) => {
    expect(readIndexSelection(storageWith(stored))).toEqual(expected);
  });

  it('reads an empty selection when storage itself throws', () => {
    expect(
      readIndexSelection({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toEqual({});
  });
});

describe('writeIndexSelection', () => {
  it('stores JSON under the key, and reports a refusal', () => {
    const stored = new Map<string, string>();
    expect(writeIndexSelection({ setItem: (key, value) => stored.set(key, value) }, { gradeId: '21' })).toBe(true);
    expect(stored.get(INDEX_SELECTION_KEY)).toBe('{"gradeId":"21"}');
    expect(
      writeIndexSelection(
        {
          setItem: () => {
            throw new Error('quota');
          },
        },
        {},
      ),
    ).toBe(false);
  });
});

describe('selectionFrom', () => {
  it.each([
    [
      'phase, grade and the first subject, keeping the semester',
      { semesterId: '1', semesterName: '上学期', subjectId: '09' },
      {
        phase: { id: '2', name: '小学' },
        grade: { id: '23', name: '三年级' },
        subjects: [
          { id: '02', name: '数学' },
          { id: '01', name: '语文' },
        ],
      },
      {
        semesterId: '1',
        semesterName: '上学期',
        phaseId: '2',
        phaseName: '小学',
        gradeId: '23',
        gradeName: '三年级',
        subjectId: '02',
        subjectName: '数学',
      },
    ],
    [
      'no grade and no subject clears them',
      { gradeId: '23', gradeName: '三年级', subjectId: '02', subjectName: '数学' },
      { phase: { id: '3', name: '初中' }, subjects: [] },
      {
        phaseId: '3',
        phaseName: '初中',
        gradeId: undefined,
        gradeName: undefined,
        subjectId: undefined,
        subjectName: undefined,
      },
    ],
  ])('takes %s', (_name, previous, choice, expected) => {
    expect(selectionFrom(previous, choice)).toEqual(expected);
  });
});
