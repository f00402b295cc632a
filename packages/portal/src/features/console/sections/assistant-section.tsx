import {
  ASSISTANT_MODE_IDS,
  ASSISTANT_MODE_LABELS,
  type AssistantModeId,
  type AssistantModeSettings,
  type AssistantSettings,
  assistantSettingsInputSchema,
  updateAssistantSettings,
} from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryView } from '../../../components/ui/query-view';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { type FieldErrors, fieldErrorsOf } from '../../../lib/field-errors';
import { portal } from '../../../lib/portal-clients';
import { FormButton, FormField, INPUT_CLASS } from '../components/form-field';
import { consoleQueries, useConsoleWrite } from '../console-api';

/** The switches of a mode, with their column names. */
const SWITCHES = [
  { key: 'image', name: 'AI绘图' },
  { key: 'video', name: 'AI视频' },
  { key: 'guided', name: '练习题只给提示' },
  { key: 'teacherTools', name: '教师工具' },
] as const satisfies readonly { key: keyof AssistantModeSettings; name: string }[];

/** One word a line; blanks dropped (the server drops repeats). */
const wordsOf = (text: string) =>
  text
    .split('\n')
    .map((word) => word.trim())
    .filter(Boolean);

/**
 * The console's assistant section (issue 35): what each school-stage mode allows and adds to the model's
 * instructions, the refused words, and how many questions and answers they refused lately.
 */
export default function AssistantSection() {
  const settings = useQuery(consoleQueries.assistantSettings);
  const blocked = useQuery(consoleQueries.assistantBlocked);
  return (
    <section aria-labelledby="assistant-title" className="space-y-4">
      <h2 id="assistant-title" className="text-xl font-semibold text-ink">
        智能助手
      </h2>
      <p className="text-sm text-slate-600">
        助手的模式由账号的身份和学校学段决定：小学生、中学生、教师和访客。这里设置每种模式可以使用的功能、附加给模型的指令，以及拒绝回答的词语。
        {blocked.data
          ? ` 近 ${blocked.data.days} 天拒绝了 ${blocked.data.input} 个提问、${blocked.data.output} 个回答（只计数，不保存内容）。`
          : null}
      </p>
      <QueryView query={settings} skeleton={<ListSkeleton rows={4} />}>
        {(value) => <AssistantForm key={value.version} settings={value} />}
      </QueryView>
    </section>
  );
}

function AssistantForm({ settings }: { settings: AssistantSettings }) {
  const [modes, setModes] = useState<Record<AssistantModeId, AssistantModeSettings>>(settings.modes);
  const [words, setWords] = useState(settings.blockedWords.join('\n'));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState('');
  const input = () => ({ version: settings.version, modes, blockedWords: wordsOf(words) });
  const save = useConsoleWrite(() => updateAssistantSettings(portal, input()), '助手设置已保存', {
    onRefused: setRefusal,
  });
  const setMode = (mode: AssistantModeId, change: Partial<AssistantModeSettings>) =>
    setModes((old) => ({ ...old, [mode]: { ...old[mode], ...change } }));
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setRefusal('');
        const found = fieldErrorsOf(assistantSettingsInputSchema, input());
        setErrors(found);
        if (Object.keys(found).length === 0) save.mutate(undefined);
      }}
    >
      {refusal ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
      <div className="overflow-x-auto rounded-md border border-slate-200">
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">各模式可用的功能</caption>
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                模式
              </th>
              {SWITCHES.map((column) => (
                <th key={column.key} scope="col" className="px-3 py-2 font-medium">
                  {column.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ASSISTANT_MODE_IDS.map((mode) => (
              <tr key={mode} className="border-t border-slate-200">
                <th scope="row" className="px-3 py-2 text-left font-medium text-ink">
                  {ASSISTANT_MODE_LABELS[mode]}
                </th>
                {SWITCHES.map((column) => (
                  <td key={column.key} className="px-3 py-2">
                    <input
                      type="checkbox"
                      aria-label={`${ASSISTANT_MODE_LABELS[mode]}：${column.name}`}
                      checked={modes[mode][column.key]}
                      onChange={(event) => setMode(mode, { [column.key]: event.target.checked })}
                      className="size-4 accent-brand-600"
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {ASSISTANT_MODE_IDS.map((mode) => (
          <FormField
            key={mode}
            label={`${ASSISTANT_MODE_LABELS[mode]}的附加指令`}
            error={errors[`modes.${mode}.prompt`]}
          >
            {(props) => (
              <textarea
                {...props}
                rows={3}
                className={INPUT_CLASS}
                value={modes[mode].prompt}
                onChange={(event) => setMode(mode, { prompt: event.target.value })}
              />
            )}
          </FormField>
        ))}
      </div>
      <FormField label="拒绝回答的词语" hint="每行一个；不区分大小写，忽略字间的空格和标点" error={errors.blockedWords}>
        {(props) => (
          <textarea
            {...props}
            rows={6}
            className={INPUT_CLASS}
            value={words}
            onChange={(event) => setWords(event.target.value)}
          />
        )}
      </FormField>
      <FormButton type="submit" disabled={save.isPending}>
        保存
      </FormButton>
    </form>
  );
}
