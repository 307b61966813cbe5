import { NOTIFICATION_SETTINGS, type Channel, type NotificationSettingKey } from '@gro/config';
import { unsubscribeToken, visitorUnsubscribeToken } from '../auth/unsubscribe-token';
import type { Mail } from '../providers/email';
import { escapeHtml } from '../platform/http/html';
import { siteUrl } from '../platform/http/site-url';

/** The page a member opens from a notice (shows what is turned off, and a button). */
export function unsubscribePageUrl(userId: number, key: NotificationSettingKey, channel: Channel): string {
  return siteUrl(`/unsubscribe?token=${encodeURIComponent(unsubscribeToken({ userId, key, channel }))}`);
}

/**
 * A notice email with its unsubscribe link: a line at the end of the text, and the List-Unsubscribe
 * and List-Unsubscribe-Post headers (RFC 8058) through which mail clients offer one-click
 * unsubscribe, a POST to the API with the same token.
 */
export function withUnsubscribe(mail: Mail, userId: number, key: NotificationSettingKey): Mail {
  return withLink(mail, unsubscribeToken({ userId, key, channel: 'email' }), key);
}

/** A registered visitor's reminder email with its unsubscribe link (the visitor's own token: no account). */
export function withVisitorUnsubscribe(mail: Mail, visitorId: number, key: NotificationSettingKey): Mail {
  return withLink(mail, visitorUnsubscribeToken(visitorId), key);
}

function withLink(mail: Mail, token: string, key: NotificationSettingKey): Mail {
  const label = NOTIFICATION_SETTINGS.find((d) => d.key === key)?.label ?? key;
  const page = siteUrl(`/unsubscribe?token=${encodeURIComponent(token)}`);
  const oneClick = siteUrl(`/api/unsubscribe?token=${encodeURIComponent(token)}`);
  const line = `Do not want these emails? Turn off "${label}" by email: ${page}`;
  const link = `<p style="font-size:12px;color:#6b7280;max-width:560px;margin:0 auto;padding:0 24px 24px">Do not want these emails? <a href="${escapeHtml(page)}" style="color:#374151">Unsubscribe from ${escapeHtml(label)}</a>.</p>`;
  return {
    ...mail,
    text: `${mail.text}\n\n${line}\n`,
    html: mail.html.replace(/<\/body><\/html>\s*$/, `${link}</body></html>`),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
