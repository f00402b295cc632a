import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { articleTarget } from '../admin/article-rows';
import { type AuditAction, recordAudit } from '../admin/audit-log';
import { inboxMessage, MESSAGE_TYPES } from '../admin/inbox-message';
import { dayOf, VISITS_METRIC } from '../admin/usage-recorder';
import type { Database } from '../db/schema';
import { newContentRow } from '../portal/new-portal-rows';
import { createPrng } from './create-prng';
import type { DemoContent } from './demo-content';
import { DAY_MS } from './demo-time';
import { CONSOLE_TEACHER_ACCOUNTS, consoleTeacherUid, DEMO_UIDS } from './demo-uids';

const ADMIN = { uid: DEMO_UIDS.admin, userName: '刘振东' };
const HISTORY_DAYS = 90;
const QUESTIONS = [
  '怎么参加优质课比赛？',
  '三个课堂的直播在哪里看？',
  '如何上传教学资源？',
  '两研一刊是什么？',
  '名师工作室怎么加入？',
  '课后服务的期刊在哪里？',
  '绿色健康实践活动有哪些？',
  '怎样修改登录密码？',
] as const;
const DISLIKES = [
  { code: 'inaccurate', comment: '比赛时间说错了' },
  { code: 'irrelevant', comment: '' },
  { code: 'inaccurate', comment: '' },
  { code: 'format', comment: '表格显示不全' },
  { code: 'other', comment: '希望给出具体链接' },
] as const;

/** A stable id of a seeded console row (the same seed gives the same ids). */
const idOf = (name: string) => `console-${createHash('sha256').update(name).digest('hex').slice(0, 20)}`;

/**
 * Gives the platform console a history a county would have after some months (issue 32), inside the demo
 * seed's transaction: teachers' accounts, drafts, a scheduled and a withdrawn article, resources waiting for
 * review and a rejected one (its uploader told why), a notice sent, the audit trail of all of it, and 90 days
 * of visits, resource views, active users and assistant conversations with feedback for the dashboard.
 * Nothing a visitor or a demo user already sees changes: the new articles are not public, and the notice's
 * copies and the review messages arrive read, so every demo user's unread count stays as it was.
 */
export async function addConsoleHistory(
  trx: Kysely<Database>,
  options: {
    content: DemoContent;
    passwordHash: string;
    now: Date;
    /** The stored size of a rendered demo file, by storage key. */
    sizeOf: (storageKey: string) => number;
  },
): Promise<void> {
  const { content, passwordHash, now } = options;
  const prng = createPrng(32);
  const today = Date.parse(`${dayOf(now)}T08:00:00.000Z`);
  const daysAgo = (days: number, hour = 0) => new Date(today - days * DAY_MS + hour * 3_600_000);
  const audit = (
    action: AuditAction,
    at: Date,
    targetId: string,
    targetLabel: string,
    before: unknown,
    after: unknown,
  ) => recordAudit(trx, { actor: ADMIN, at, action, targetId, targetLabel, before, after });

  // Teachers with accounts of their own (the demo's teachers of the portal), made by the console.
  const teachers = content.teachers.slice(0, CONSOLE_TEACHER_ACCOUNTS);
  const schoolName = new Map(content.schools.map((school) => [school.id, school.name]));
  for (const [index, teacher] of teachers.entries()) {
    const uid = consoleTeacherUid(index);
    const created = daysAgo(80 - index);
    await trx
      .insertInto('users')
      .values({
        uid,
        username: `t${uid}`,
        password_hash: passwordHash,
        user_name: teacher.name,
        role_id: '3',
        role_name: '教师',
        school_name: schoolName.get(teacher.school_id) ?? '',
        organ_name: '叶县教育体育局',
        organ_id: '410422',
        phone: `137${String(37_500_000 + index * 7919).padStart(8, '0')}`,
        avatar: '',
        created_at: created.toISOString(),
        // One teacher has left the county: disabled, kept with what they wrote.
        disabled_at: index === CONSOLE_TEACHER_ACCOUNTS - 1 ? daysAgo(5).toISOString() : null,
      })
      .execute();
    await trx
      .insertInto('portal_profiles')
      .values({
        uid,
        school_id: teacher.school_id,
        avatar: '',
        wx_bind: 0,
        pwd_expire_at: new Date(today + 120 * DAY_MS).toISOString(),
        subject_ids: JSON.stringify([teacher.subject_id]),
        user_type: '3',
      })
      .execute();
  }
  await audit('person.import', daysAgo(80), 'import-demo', `导入 ${CONSOLE_TEACHER_ACCOUNTS} 位教师`, null, {
    created: teachers.map((teacher) => teacher.name),
    refused: [],
  });
  const leaver = teachers.at(-1);
  if (leaver) {
    await audit(
      'person.disable',
      daysAgo(5),
      `2${String(CONSOLE_TEACHER_ACCOUNTS).padStart(4, '0')}`,
      leaver.name,
      { disabled: false },
      { disabled: true },
    );
  }

  // Articles in every state but the public one (which the demo already has plenty of).
  const articles = [
    { title: '关于开展2027年春季学期教学常规检查的通知', kind: 'article', type: '1', state: 'draft' as const, at: 2 },
    { title: '叶县“双减”工作阶段总结（征求意见稿）', kind: 'article', type: '3', state: 'draft' as const, at: 1 },
    {
      title: '评价改革典型案例：昆阳镇第一小学成长档案',
      kind: 'reform-news',
      type: '4',
      state: 'draft' as const,
      at: 3,
    },
    { title: '寒假安全教育致家长的一封信', kind: 'notice', type: null, state: 'scheduled' as const, at: 0 },
    { title: '2026年秋季教师培训报名（已截止）', kind: 'article', type: '1', state: 'withdrawn' as const, at: 20 },
  ];
  for (const article of articles) {
    const id = idOf(article.title);
    const created = daysAgo(article.at + 1, 2);
    const publishedAt = article.state === 'scheduled' ? new Date(today + 7 * DAY_MS) : created;
    await trx
      .insertInto('portal_content')
      .values(
        newContentRow({
          id,
          kind: article.kind,
          title: article.title,
          summary: `${article.title}。`,
          body: `<p>${article.title}。</p><p>请各单位认真阅读，按要求做好相关工作。</p>`,
          type_code: article.type,
          author_id: ADMIN.uid,
          author_name: ADMIN.userName,
          published_at: publishedAt.toISOString(),
        }),
      )
      .execute();
    await trx
      .insertInto('content_states')
      .values({
        content_id: id,
        status: article.state,
        updated_at: daysAgo(article.at, 3).toISOString(),
        updated_by_name: ADMIN.userName,
      })
      .execute();
    const steps: AuditAction[] =
      article.state === 'draft'
        ? ['article.create']
        : article.state === 'scheduled'
          ? ['article.create', 'article.schedule']
          : ['article.create', 'article.publish', 'article.withdraw'];
    for (const [step, action] of steps.entries()) {
      const states = ['draft', article.state === 'withdrawn' ? 'published' : article.state, 'withdrawn'];
      await audit(
        action,
        daysAgo(article.at, 2 + step),
        id,
        article.title,
        step === 0 ? null : { state: states[step - 1] },
        { state: states[step] },
      );
    }
    await trx
      .insertInto('admin_versions')
      .values({
        target: articleTarget(id),
        version: steps.length,
        updated_at: daysAgo(article.at, 3).toISOString(),
        updated_by_name: ADMIN.userName,
      })
      .execute();
  }

  // Contributions: two waiting for review, one rejected (its uploader was told why), each its uploader's own.
  for (const submission of content.contributions) {
    const id = idOf(submission.title);
    const created = daysAgo(submission.daysAgo + 1, 1);
    const reviewed = submission.status === 'rejected' ? daysAgo(submission.daysAgo, 1) : undefined;
    await trx
      .insertInto('resource_submissions')
      .values({
        id,
        title: submission.title,
        uploader_uid: submission.uploaderUid,
        uploader_name: submission.uploaderName,
        school_id: submission.schoolId,
        file_name: submission.fileName,
        file_ext: submission.fileExt,
        storage_key: submission.storageKey,
        size: options.sizeOf(submission.storageKey),
        content_type: submission.contentType,
        phase_id: submission.phaseId,
        grade_id: submission.gradeId,
        subject_id: submission.subjectId,
        status: submission.status,
        reason: submission.reason,
        reviewer_name: reviewed ? ADMIN.userName : '',
        reviewed_at: reviewed?.toISOString() ?? '',
        file_id: '',
        created_at: created.toISOString(),
      })
      .execute();
    if (reviewed) {
      await trx
        .insertInto('portal_messages')
        .values({
          ...inboxMessage(
            submission.uploaderUid,
            {
              title: `您上传的资源《${submission.title}》未通过审核`,
              content: `您上传的资源《${submission.title}》未通过审核。原因：${submission.reason}`,
              type: MESSAGE_TYPES.resource,
            },
            reviewed,
          ),
          id: idOf(`message-${submission.title}`),
          is_read: 1,
        })
        .execute();
      await trx
        .insertInto('admin_versions')
        .values({
          target: `submission:${id}`,
          version: 1,
          updated_at: reviewed.toISOString(),
          updated_by_name: ADMIN.userName,
        })
        .execute();
      await audit(
        'submission.reject',
        reviewed,
        id,
        submission.title,
        { state: 'pending' },
        { state: 'rejected', reason: submission.reason },
      );
    }
  }

  // A notice to every teacher, already read by all.
  const recipients = (
    await trx.selectFrom('users').select('uid').where('role_id', '=', '3').where('disabled_at', 'is', null).execute()
  ).map((row) => row.uid);
  const noticeId = idOf('notice-winter');
  const sent = daysAgo(10, 1);
  const title = '关于做好冬季校园安全工作的通知';
  await trx
    .insertInto('admin_notices')
    .values({
      id: noticeId,
      title,
      content: '请各校做好冬季防火、防滑、防煤气中毒等安全工作，落实值班制度。',
      audience_kind: 'role',
      audience_value: '3',
      audience_label: '教师',
      recipient_count: recipients.length,
      sender_uid: ADMIN.uid,
      sender_name: ADMIN.userName,
      created_at: sent.toISOString(),
    })
    .execute();
  for (const [index, uid] of recipients.entries()) {
    await trx
      .insertInto('portal_messages')
      .values({
        ...inboxMessage(
          uid,
          {
            title,
            content: '请各校做好冬季防火、防滑、防煤气中毒等安全工作，落实值班制度。',
            type: MESSAGE_TYPES.notice,
          },
          sent,
        ),
        id: `${noticeId}.${String(index).padStart(16, '0')}`,
        is_read: 1,
      })
      .execute();
  }
  await audit('notice.send', sent, noticeId, title, null, { title, audience: '教师', recipients: recipients.length });

  // 90 days of use: page loads, resource views, active users, the assistant's conversations and feedback.
  // The views land on the later half of the resources (by id), so the first ones keep the view counts the
  // portal's own tests start from.
  const resourceFiles = content.files
    .filter((file) => file.category === 'resource')
    .sort((a, b) => a.id.localeCompare(b.id))
    .slice(-40);
  const activeUids = [
    ...teachers.map((_, index) => `2${String(index + 1).padStart(4, '0')}`),
    DEMO_UIDS.teacher,
    DEMO_UIDS.student,
  ];
  for (let ago = HISTORY_DAYS - 1; ago >= 1; ago--) {
    const day = daysAgo(ago);
    const weekend = [0, 6].includes(day.getUTCDay());
    const trend = 1 + (HISTORY_DAYS - ago) / HISTORY_DAYS;
    const visits = Math.round((weekend ? 90 : 260) * trend + prng.int(0, 60));
    await trx
      .insertInto('stat_daily')
      .values({ day: dayOf(day), metric: VISITS_METRIC, count: visits })
      .execute();
    for (const uid of prng.sample(activeUids, weekend ? prng.int(3, 7) : prng.int(9, 18))) {
      await trx
        .insertInto('stat_active_users')
        .values({ day: dayOf(day), uid })
        .execute();
    }
    const views = Math.round((weekend ? 4 : 12) * trend) + prng.int(0, 5);
    const rows = Array.from({ length: views }, (_, index) => {
      const start = new Date(day.getTime() + prng.int(0, 12 * 3_600_000));
      const duration = prng.int(20, 900) * 1000;
      return {
        id: idOf(`view-${ago}-${index}`),
        file_id: prng.pick(resourceFiles).id,
        uid: prng.pick(activeUids),
        start_time: start.toISOString(),
        end_time: new Date(start.getTime() + duration).toISOString(),
        duration_ms: duration,
      };
    });
    if (rows.length > 0) await trx.insertInto('portal_file_views').values(rows).execute();
    const chats = weekend ? prng.int(0, 3) : prng.int(3, 9);
    for (let index = 0; index < chats; index++) {
      const question = prng.pick(QUESTIONS);
      const at = new Date(day.getTime() + prng.int(0, 10 * 3_600_000)).toISOString();
      const messages = JSON.stringify([
        { role: 'user', content: question },
        { role: 'assistant', content: '您可以在平台首页找到对应的栏目入口，按页面提示操作即可。' },
      ]);
      const created = await trx
        .insertInto('conversations')
        .values({
          uid: prng.pick(activeUids.slice(0, CONSOLE_TEACHER_ACCOUNTS)),
          title: question,
          messages,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const feedback = prng.next();
      if (feedback < 0.45) {
        const dislike = feedback < 0.15 ? prng.pick(DISLIKES) : undefined;
        await trx
          .insertInto('feedback_records')
          .values({
            uid: ADMIN.uid,
            conversation_id: created.id,
            kind: dislike ? 'dislike' : 'like',
            pair_key: createHash('sha256').update(`${created.id}-${messages}`).digest('hex'),
            messages: messages,
            error_code: dislike?.code ?? null,
            error_content: dislike ? dislike.comment : null,
            created_at: at,
          })
          .execute();
      }
    }
  }
}
