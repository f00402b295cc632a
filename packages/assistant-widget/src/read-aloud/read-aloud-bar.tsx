import { type Ref, useId } from 'react';
import { READ_ALOUD_RATES } from '../logic/read-aloud-rate';
import type { ReadAloudState } from '../logic/reduce-read-aloud';

export interface ReadAloudBarProps {
  title: string;
  state: ReadAloudState;
  onPause(): void;
  onResume(): void;
  onRate(rate: number): void;
  onStop(): void;
  /** The pause/resume button (focused when the reading starts). */
  toggleRef?: Ref<HTMLButtonElement>;
}

/** The floating controls of the page read-aloud: what is read, where it is, pause/resume, speed, stop. */
export function ReadAloudBar({ title, state, onPause, onResume, onRate, onStop, toggleRef }: ReadAloudBarProps) {
  const rateId = useId();
  const paused = state.status === 'paused';
  return (
    <section part="read-aloud" aria-label="朗读本页" className="edu-read-aloud" data-state={state.status}>
      <span className="edu-read-aloud-title" title={title}>
        {paused ? '已暂停' : '正在朗读'}：{title || '本页'}
      </span>
      <span className="edu-read-aloud-progress">
        {Math.min(state.sentence + 1, state.count)}/{state.count}
      </span>
      <button
        ref={toggleRef}
        type="button"
        className="edu-read-aloud-primary"
        onClick={paused ? onResume : onPause}
        aria-label={paused ? '继续朗读' : '暂停朗读'}
      >
        {paused ? '继续' : '暂停'}
      </button>
      <label htmlFor={rateId} className="edu-read-aloud-progress">
        语速
      </label>
      <select id={rateId} value={state.rate} onChange={(event) => onRate(Number(event.target.value))}>
        {READ_ALOUD_RATES.map((rate) => (
          <option key={rate} value={rate}>
            {rate}×
          </option>
        ))}
      </select>
      <button type="button" onClick={onStop} aria-label="停止朗读">
        停止
      </button>
    </section>
  );
}
