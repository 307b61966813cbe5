import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AUTH_TEXTS, CHAPTER_LEADER_MESSAGES, PORTAL_MESSAGES, ROLE_LABELS, type ChapterLeader, type Leadership } from '@gro/config';
import { Client, activeChapterId, count, mailsTo, memberWithCompany, releaseJoinRequestNotice, retireTestData, signInAdmin, signUpMember, sql, waitForMailWhere } from './helpers';

const run = `${process.pid}${Date.now().toString(36)}`;
after(() => retireTestData(run));

/** The activity entries of one leadership (subject id '<chapter>-<user>'), oldest first. */
const entriesOf = (chapterId: number, userId: number) =>
  sql("SELECT action, summary, before, after FROM admin_activities WHERE subject = 'chapter-leader' AND subject_id = $1 ORDER BY id", [`${chapterId}-${userId}`]);
const rowsOf = (chapterId: number, userId: number) => count('chapter_leaders', `chapter_id = ${chapterId} AND user_id = ${userId}`);

describe('chapter leaders: admins grant and revoke, the activity log records it', () => {
  let admin: Client;
  let chapterId: number;
  before(async () => {
    admin = await signInAdmin();
    chapterId = await activeChapterId();
  });

  it('grants an Active member of a company (201), lists them both ways, records it once; a second grant is a 200 that writes nothing', async () => {
    const m = await memberWithCompany();
    const res = await admin.call('PUT', `/chapter/${chapterId}/leaders/${m.id}`);
    assert.equal(res.status, 201, res.text);
    const leaders: ChapterLeader[] = res.body.data;
    assert.ok(leaders.some((l) => l.user.id === m.id && l.user.email === m.email && !Number.isNaN(Date.parse(l.grantedAt))));
    assert.equal(res.body.message.title, CHAPTER_LEADER_MESSAGES.granted('', '').title);

    const leads = await admin.call('GET', `/user/${m.id}/leads`);
    assert.equal(leads.status, 200, leads.text);
    assert.deepEqual((leads.body.data as Leadership[]).map((l) => l.chapter.id), [chapterId]);
    const listed = await admin.call('GET', `/chapter/${chapterId}/leaders`);
    assert.ok((listed.body.data as ChapterLeader[]).some((l) => l.user.id === m.id));

    const again = await admin.call('PUT', `/chapter/${chapterId}/leaders/${m.id}`);
    assert.equal(again.status, 200, again.text);
    assert.equal(again.body.message.title, CHAPTER_LEADER_MESSAGES.alreadyLeader('', '').title);
    assert.equal(await rowsOf(chapterId, m.id), 1);
    const entries = await entriesOf(chapterId, m.id);
    assert.equal(entries.length, 1);
    assert.equal(entries[0].action, 'grant');
    assert.match(entries[0].summary, /^Made .+ leader of /);
  });

  it("the member lists name a leader of their home chapter 'Chapter leader' beside their role, and stop once the leadership goes", async () => {
    const m = await memberWithCompany();
    const [{ chapter_id: home }] = await sql('SELECT chapter_id FROM up_users_chapter_lnk WHERE user_id = $1', [m.id]);
    const roleNames = async () => {
      const res = await admin.call('GET', `/user/${m.id}`);
      assert.equal(res.status, 200, res.text);
      return (res.body.data.role as { name: string }[]).map((r) => r.name);
    };
    // The chapter's page, as a visitor reads it (from the public cache).
    const onChapterPage = async () => {
      const res = await new Client().call('GET', `/chapter/${home}`);
      assert.equal(res.status, 200, res.text);
      return (res.body.data.users as { id: number; role: { name: string }[] }[]).find((u) => u.id === m.id)?.role.map((r) => r.name);
    };
    assert.deepEqual(await roleNames(), [ROLE_LABELS.member]);
    assert.deepEqual(await onChapterPage(), [ROLE_LABELS.member]);
    assert.equal((await admin.call('PUT', `/chapter/${home}/leaders/${m.id}`)).status, 201);
    assert.deepEqual(await roleNames(), [ROLE_LABELS.member, ROLE_LABELS.leader]);
    assert.deepEqual(await onChapterPage(), [ROLE_LABELS.member, ROLE_LABELS.leader]);
    const listed = await admin.call('GET', `/user/directory?q=${encodeURIComponent(m.email)}`);
    assert.equal(listed.status, 200, listed.text);
    const row = (listed.body.data.items as { id: number; role: { name: string }[] }[]).find((item) => item.id === m.id);
    assert.deepEqual(row?.role.map((r) => r.name), [ROLE_LABELS.member, ROLE_LABELS.leader]);
    assert.equal((await admin.call('DELETE', `/chapter/${home}/leaders/${m.id}`)).status, 200);
    assert.deepEqual(await roleNames(), [ROLE_LABELS.member]);
    assert.deepEqual(await onChapterPage(), [ROLE_LABELS.member]);
  });

  it('ten grants of one pair at once store one row and one activity entry', async () => {
    const m = await memberWithCompany();
    const answers = await Promise.all(Array.from({ length: 10 }, () => admin.call('PUT', `/chapter/${chapterId}/leaders/${m.id}`)));
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    assert.equal(await rowsOf(chapterId, m.id), 1);
    assert.equal((await entriesOf(chapterId, m.id)).length, 1);
  });

  it('revokes (200, the row and the rights gone, recorded); revoking again is a 404', async () => {
    const m = await memberWithCompany();
    assert.equal((await admin.call('PUT', `/chapter/${chapterId}/leaders/${m.id}`)).status, 201);
    const res = await admin.call('DELETE', `/chapter/${chapterId}/leaders/${m.id}`);
    assert.equal(res.status, 200, res.text);
    assert.ok(!(res.body.data as ChapterLeader[]).some((l) => l.user.id === m.id));
    assert.equal(await rowsOf(chapterId, m.id), 0);
    assert.deepEqual((await admin.call('GET', `/user/${m.id}/leads`)).body.data, []);
    const entries = await entriesOf(chapterId, m.id);
    assert.deepEqual(entries.map((e) => e.action), ['grant', 'revoke']);
    const again = await admin.call('DELETE', `/chapter/${chapterId}/leaders/${m.id}`);
    assert.equal(again.status, 404);
    assert.equal(again.body.message.message, CHAPTER_LEADER_MESSAGES.notLeader);
  });

  it('refuses with 409 an admin, a member without a company and one who is not Active; nothing is stored', async () => {
    const [{ id: adminId }] = await sql('SELECT u.id FROM up_users u JOIN up_users_role_lnk l ON l.user_id = u.id JOIN up_roles r ON r.id = l.role_id WHERE lower(r.name) = $1 LIMIT 1', ['admin']);
    const newcomer = await signUpMember({ tag: 'leader-newcomer' });
    const inactive = await memberWithCompany();
    await sql("UPDATE up_users SET status = 'Inactive' WHERE id = $1", [inactive.id]);
    for (const id of [Number(adminId), newcomer.id, inactive.id]) {
      const res = await admin.call('PUT', `/chapter/${chapterId}/leaders/${id}`);
      assert.equal(res.status, 409, `${id}: ${res.text}`);
      assert.equal(res.body.message.message, CHAPTER_LEADER_MESSAGES.notEligible);
      assert.equal(await rowsOf(chapterId, id), 0);
    }
  });

  it('404 for an unknown chapter or user; 400 for ids that are not ids; never a 500', async () => {
    const m = await memberWithCompany();
    const unknownChapter = await admin.call('PUT', `/chapter/2000000000/leaders/${m.id}`);
    assert.equal(unknownChapter.status, 404);
    assert.equal(unknownChapter.body.message.message, CHAPTER_LEADER_MESSAGES.chapterNotFound);
    const unknownUser = await admin.call('PUT', `/chapter/${chapterId}/leaders/2000000000`);
    assert.equal(unknownUser.status, 404);
    assert.equal(unknownUser.body.message.message, CHAPTER_LEADER_MESSAGES.userNotFound);
    assert.equal((await admin.call('GET', '/chapter/2000000000/leaders')).status, 404);
    assert.equal((await admin.call('GET', '/user/2000000000/leads')).status, 404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', '%00', '__proto__', 'constructor']) {
      for (const [method, path] of [
        ['PUT', `/chapter/${bad}/leaders/${m.id}`],
        ['PUT', `/chapter/${chapterId}/leaders/${bad}`],
        ['DELETE', `/chapter/${chapterId}/leaders/${bad}`],
        ['GET', `/chapter/${bad}/leaders`],
        ['GET', `/user/${bad}/leads`],
      ] as const) {
        const res = await admin.call(method, path);
        assert.ok(res.status === 400 || res.status === 404, `${method} ${path}: ${res.status}`);
        // A NUL anywhere in the address is refused earlier, with the input guard's own message.
        if (res.status === 400 && bad !== '%00') assert.equal(res.body.message.message, PORTAL_MESSAGES.badId);
      }
    }
  });

  it('members get 403 and visitors 401 on every call, and nothing changes', async () => {
    const m = await memberWithCompany();
    const other = await memberWithCompany();
    const calls = [
      ['GET', `/chapter/${chapterId}/leaders`],
      ['PUT', `/chapter/${chapterId}/leaders/${other.id}`],
      ['PUT', `/chapter/${chapterId}/leaders/${m.id}`],
      ['DELETE', `/chapter/${chapterId}/leaders/${other.id}`],
      ['GET', `/user/${other.id}/leads`],
    ] as const;
    for (const [method, path] of calls) {
      const asMember = await m.client.call(method, path);
      assert.equal(asMember.status, 403, `${method} ${path}`);
      assert.equal(asMember.body.message.message, AUTH_TEXTS.adminOnly);
      assert.equal((await new Client().call(method, path)).status, 401, `${method} ${path}`);
    }
    assert.equal(await count('chapter_leaders', `user_id IN (${m.id}, ${other.id})`), 0);
  });

  it('the member is emailed what they now lead, and that they no longer do; a second grant sends nothing; GET /account lists what they lead', async () => {
    const m = await memberWithCompany();
    const [chapter] = await sql('SELECT id, name, slug FROM chapters WHERE id = $1', [chapterId]);
    assert.deepEqual((await m.client.call('GET', '/account')).body.data.leads, []);
    assert.equal((await admin.call('PUT', `/chapter/${chapterId}/leaders/${m.id}`)).status, 201);
    assert.equal((await admin.call('PUT', `/chapter/${chapterId}/leaders/${m.id}`)).status, 200);
    const granted = await waitForMailWhere(m.email, (mail) => mail.subject === `You now lead ${chapter.name}`);
    assert.match(granted.text ?? '', /made you a leader of/);
    assert.match(granted.text ?? '', new RegExp(`/portal/chapter/${chapterId}\\b`));
    assert.deepEqual((await m.client.call('GET', '/account')).body.data.leads, [{ id: chapterId, name: chapter.name, slug: chapter.slug }]);

    assert.equal((await admin.call('DELETE', `/chapter/${chapterId}/leaders/${m.id}`)).status, 200);
    await waitForMailWhere(m.email, (mail) => mail.subject === `You no longer lead ${chapter.name}`);
    assert.equal((await mailsTo(m.email)).filter((mail) => mail.subject === `You now lead ${chapter.name}`).length, 1);
    assert.deepEqual((await m.client.call('GET', '/account')).body.data.leads, []);
  });

  it("the leaders of a requester's home chapter are emailed the join request with their review link; a leader of another chapter is not", async () => {
    const [other] = await sql('SELECT id FROM chapters WHERE id <> $1 AND is_active ORDER BY id LIMIT 1', [chapterId]);
    const leader = await memberWithCompany();
    const elsewhere = await memberWithCompany();
    assert.equal((await admin.call('PUT', `/chapter/${chapterId}/leaders/${leader.id}`)).status, 201);
    assert.equal((await admin.call('PUT', `/chapter/${other.id}/leaders/${elsewhere.id}`)).status, 201);
    const owner = await memberWithCompany();
    const asker = await signUpMember({ tag: 'asker', firstname: 'Asker', chapterId });
    const asked = await asker.client.call('POST', '/company/join-request', { companyId: owner.company.id, note: 'Hello.' });
    assert.equal(asked.status, 201, asked.text);
    await releaseJoinRequestNotice(asked.body.data.id);
    // This request's notice: other files' requesters live in the same chapter, and theirs may reach its leader too.
    const aboutThisAsker = (mail: { subject?: string; text?: string | false }) => /asked to join/.test(mail.subject ?? '') && String(mail.text ?? '').includes(asker.email);
    const notice = await waitForMailWhere(leader.email, aboutThisAsker);
    assert.match(notice.text ?? '', /As a leader of /);
    assert.match(notice.text ?? '', new RegExp(`/portal/my-chapter/${chapterId}/join-requests`));
    // The owner's notice went out after the leaders' was queued with it: nothing more comes to the other chapter's leader.
    await waitForMailWhere(owner.email, (mail) => /asked to join/.test(mail.subject ?? ''));
    assert.equal((await mailsTo(elsewhere.email)).filter(aboutThisAsker).length, 0);
  });

  it('a leader made an admin leads nothing any more: the rows go with one activity entry each, and GET /account answers leads []', async () => {
    const m = await memberWithCompany();
    assert.equal((await admin.call('PUT', `/chapter/${chapterId}/leaders/${m.id}`)).status, 201);
    const user = (await admin.call('GET', `/user/${m.id}`)).body.data;
    const form = {
      firstname: user.firstname, lastname: user.lastname, email: user.email, phoneNumber: user.phoneNumber, phoneExt: user.phoneExt ?? '',
      chapterId: user.chapterId, companyId: user.companyId, status: user.status, role: 'Admin',
    };
    const res = await admin.call('PUT', `/user/${m.id}`, form);
    assert.equal(res.status, 200, res.text);
    assert.equal(await rowsOf(chapterId, m.id), 0);
    const entries = await entriesOf(chapterId, m.id);
    assert.deepEqual(entries.map((e: { action: string }) => e.action), ['grant', 'revoke']);
    assert.match(entries[1].summary, /\(made an admin\)$/);
    assert.deepEqual((await m.client.call('GET', '/account')).body.data.leads, []);
  });
});
