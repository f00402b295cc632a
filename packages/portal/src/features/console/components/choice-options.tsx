/** One choice of a select: the value sent and the name shown. */
export interface Choice {
  readonly id: string;
  readonly name: string;
}

/** The `<option>`s of a list of choices. */
export function ChoiceOptions({ choices }: { choices: readonly Choice[] }) {
  return choices.map((choice) => (
    <option key={choice.id} value={choice.id}>
      {choice.name}
    </option>
  ));
}
