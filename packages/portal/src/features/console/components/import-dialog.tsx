import {
  commitTeacherImport,
  type ImportPreview,
  type ImportResult,
  PERSON_FIELD_RULES,
  previewTeacherImport,
  type TeacherImportRow,
} from '@edu/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { portal } from '../../../lib/portal-clients';
import { consoleErrorText } from '../console-error-text';
import { FormButton, FormField } from './form-field';
import { TextField } from './text-field';

type Step =
  | { kind: 'choose' }
  | { kind: 'reading' }
  | { kind: 'preview'; rows: TeacherImportRow[]; preview: ImportPreview }
  | { kind: 'done'; result: ImportResult };

/**
 * Importing teachers from a spreadsheet: choose an .xlsx or .csv file and the initial password, see every
 * row's fate (nothing is written yet), then create the good rows in one transaction; the refused rows stay
 * listed with their reasons.
 */
export function ImportDialog({ onClose }: { onClose(): void }) {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  const [committing, setCommitting] = useState(false);
  const queryClient = useQueryClient();

  const preview = async () => {
    setProblem('');
    const passwordProblem = PERSON_FIELD_RULES.password
      .map((rule) => rule(password))
      .find((message) => message !== undefined);
    if (!file) return setProblem('请选择表格文件');
    if (passwordProblem) return setProblem(`初始密码：${passwordProblem}`);
    setStep({ kind: 'reading' });
    // The spreadsheet readers load with this call only.
    const { readTeacherSheet } = await import('../import/read-teacher-sheet');
    const sheet = await readTeacherSheet(file);
    if (!sheet.ok) {
      setProblem(sheet.message);
      return setStep({ kind: 'choose' });
    }
    try {
      setStep({
        kind: 'preview',
        rows: sheet.rows,
        preview: await previewTeacherImport(portal, { rows: sheet.rows, password }),
      });
    } catch (error) {
      setProblem(consoleErrorText(error));
      setStep({ kind: 'choose' });
    }
  };
  const commit = async (rows: TeacherImportRow[]) => {
    setCommitting(true);
    try {
      setStep({ kind: 'done', result: await commitTeacherImport(portal, { rows, password }) });
      await queryClient.invalidateQueries();
    } catch (error) {
      setProblem(consoleErrorText(error));
    } finally {
      setCommitting(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title="批量导入教师" className="md:w-[860px]">
      <div className="space-y-4 overflow-y-auto px-5 py-5">
        {problem ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {problem}
          </p>
        ) : null}
        {step.kind === 'choose' || step.kind === 'reading' ? (
          <div className="space-y-4">
            <p className="text-sm text-muted">
              表格第一行为列名：账号、姓名、手机号、学校、学科（手机号和学科可空）。支持 .xlsx 和 .csv。
            </p>
            <FormField label="表格文件">
              {(props) => (
                <input
                  {...props}
                  type="file"
                  accept=".xlsx,.csv"
                  className="text-sm"
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                />
              )}
            </FormField>
            <TextField
              label="初始密码"
              hint="所有新账号使用此密码，首次登录时须修改"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
            />
            <div className="flex justify-end gap-3">
              <FormButton tone="plain" onClick={onClose}>
                取消
              </FormButton>
              <FormButton disabled={step.kind === 'reading'} onClick={() => void preview()}>
                {step.kind === 'reading' ? '正在读取…' : '预览导入结果'}
              </FormButton>
            </div>
          </div>
        ) : null}
        {step.kind === 'preview' ? (
          <div className="space-y-4">
            <p className="text-sm text-ink" role="status">
              共 {step.preview.rows.length} 行：将创建 {step.preview.createCount} 个账号，{step.preview.refuseCount}{' '}
              行有问题不会导入。
            </p>
            <FateTable fates={step.preview.rows.filter((row) => row.fate === 'refuse')} label="有问题的行" />
            <details className="text-sm">
              <summary className="cursor-pointer text-brand-700">
                查看将创建的 {step.preview.createCount} 个账号
              </summary>
              <FateTable fates={step.preview.rows.filter((row) => row.fate === 'create')} label="将创建的账号" />
            </details>
            <div className="flex justify-end gap-3">
              <FormButton tone="plain" onClick={() => setStep({ kind: 'choose' })}>
                重新选择
              </FormButton>
              <FormButton
                disabled={committing || step.preview.createCount === 0}
                onClick={() => void commit(step.rows)}
              >
                {committing ? '正在导入…' : `确认导入 ${step.preview.createCount} 个账号`}
              </FormButton>
            </div>
          </div>
        ) : null}
        {step.kind === 'done' ? (
          <div className="space-y-4">
            <p role="status" className="text-sm text-ink">
              已创建 {step.result.created} 个账号
              {step.result.refused.length ? `，${step.result.refused.length} 行未导入` : ''}。
            </p>
            {step.result.refused.length ? <FateTable fates={step.result.refused} label="未导入的行" /> : null}
            <div className="flex justify-end">
              <FormButton onClick={onClose}>完成</FormButton>
            </div>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}

function FateTable({ fates, label }: { fates: ImportPreview['rows']; label: string }) {
  if (fates.length === 0) return null;
  return (
    <div className="max-h-72 overflow-y-auto rounded-md border border-slate-200">
      <table className="w-full text-left text-sm" aria-label={label}>
        <thead className="sticky top-0 bg-slate-50 text-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              行号
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              账号
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              姓名
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {fates[0]?.fate === 'refuse' ? '原因' : '学校'}
            </th>
          </tr>
        </thead>
        <tbody>
          {fates.map((fate) => (
            <tr key={fate.row} className="border-t border-slate-100">
              <td className="px-3 py-1.5">第 {fate.row} 行</td>
              <td className="px-3 py-1.5 break-all">{fate.username}</td>
              <td className="px-3 py-1.5">{fate.userName}</td>
              <td className="px-3 py-1.5">{fate.fate === 'refuse' ? fate.reasons.join('；') : fate.schoolName}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
