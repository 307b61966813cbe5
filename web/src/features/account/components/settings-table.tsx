import { CHANNELS, type AccountSetting, type Channel } from '@gro/config';
import { ACCOUNT_SCREEN_TEXTS } from '@gro/config/screens';
import { useState } from 'react';
import styled from 'styled-components';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { useAccountSettings, updateAccountSetting } from '../api/account-settings';

const texts = ACCOUNT_SCREEN_TEXTS.settings;
const CHANNEL_LABELS: Record<Channel, string> = { email: texts.email, sms: texts.sms };

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    padding-bottom: ${({ theme }) => theme.space[3]};
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }

  thead th {
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }

  th[data-channel],
  td {
    width: 64px;
    text-align: center;
  }

  tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }

  tbody th strong {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  tbody th span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const cellKey = (key: string, channel: Channel) => `${key}:${channel}`;

/**
 * Notification settings (spec §2): rows are settings, columns Email and SMS, one switch per cell.
 * Each toggle is saved at once (PUT /account/setting), shown optimistically and undone on failure.
 */
export function SettingsTable() {
  const { data, error, isLoading, mutate } = useAccountSettings();
  const [saving, setSaving] = useState<Set<string>>(new Set());

  const toggle = async (row: AccountSetting, channel: Channel, value: boolean) => {
    const id = cellKey(row.setting.key, channel);
    const next = (rows: AccountSetting[] = []) =>
      rows.map((r) => (r.setting.key === row.setting.key ? { ...r, [channel]: value } : r));
    setSaving((current) => new Set(current).add(id));
    try {
      await mutate(
        async (rows) => {
          await updateAccountSetting({ setting: { key: row.setting.key }, channel, value });
          return next(rows);
        },
        { optimisticData: next, rollbackOnError: true, populateCache: true, revalidate: false },
      );
    } catch {
      // Rolled back; the API client has shown the server's message.
    } finally {
      setSaving((current) => {
        const rest = new Set(current);
        rest.delete(id);
        return rest;
      });
    }
  };

  if (isLoading) return <Loading label={texts.loading} />;
  if (error) return <LoadError message={texts.loadFailed} onRetry={() => void mutate()} />;
  if (!data || data.length === 0) return <EmptyState title={texts.empty} />;

  return (
    <Table>
      <caption>{texts.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.setting}</th>
          {CHANNELS.map((channel) => (
            <th key={channel} scope="col" data-channel>
              {CHANNEL_LABELS[channel]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.map((row) => (
          <tr key={row.setting.key}>
            <th scope="row">
              <strong>{row.setting.label}</strong>
              {row.setting.description && <span>{row.setting.description}</span>}
            </th>
            {CHANNELS.map((channel) => {
              const busy = saving.has(cellKey(row.setting.key, channel));
              return (
                <td key={channel}>
                  <Switch
                    label={texts.toggleLabel(row.setting.label, CHANNEL_LABELS[channel])}
                    hideLabel
                    checked={row[channel]}
                    // Not disabled while saving, so keyboard focus stays on the switch.
                    aria-disabled={busy || undefined}
                    aria-busy={busy || undefined}
                    onChange={(event) => {
                      if (!busy) void toggle(row, channel, event.target.checked);
                    }}
                  />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
