import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { Container } from '../../components/layout/container';
import { QueryState } from '../../components/status';
import { StatusLine, type Said } from '../../components/status-line';
import { useUnlistedPageHead } from '../../components/page-head';
import type { MessageId } from '../../i18n/catalog';
import { useText } from '../../i18n/use-text';
import { panelSurface } from '../../styles/surface';
import { media } from '../../styles/theme';
import { ProfileHeader } from './profile-header';
import { useUpdateMemberSettings, type MemberSettings } from './use-update-member-settings';

const ProfileSettingsRouteQuery = graphql(`
  query ProfileSettingsRouteQuery {
    viewer {
      id
      ...ProfileHeader_viewer
      settings {
        acceptsEnquiries
        digest
      }
    }
  }
`);

/** The switches of the page, in order, with their words. */
const SETTINGS: { key: keyof MemberSettings; label: MessageId; hint: MessageId }[] = [
  {
    key: 'acceptsEnquiries',
    label: 'memberProfile.settings.acceptsEnquiries',
    hint: 'memberProfile.settings.acceptsEnquiriesHint',
  },
  { key: 'digest', label: 'memberProfile.settings.digest', hint: 'memberProfile.settings.digestHint' },
];

/** /profile-settings: whether visitors may send the member enquiries, and whether the daily digest comes. */
export default function ProfileSettingsRoute() {
  const text = useText();
  useUnlistedPageHead('memberProfile.settings.title', 'memberProfile.settings.head.description');
  const query = useQuery(ProfileSettingsRouteQuery, { fetchPolicy: 'cache-and-network' });
  const viewer = query.data?.viewer;
  const { save } = useUpdateMemberSettings(viewer?.id ?? '');
  const [outcome, setOutcome] = useState<Said | null>(null);

  return (
    <QueryState query={query}>
      {viewer ? (
        <Container>
          <ProfileHeader viewer={viewer} tab="settings" />
          <Panel aria-labelledby="settings-heading">
            <h2 id="settings-heading">{text('memberProfile.settings.heading')}</h2>
            {SETTINGS.map((setting) => (
              <SettingSwitch
                key={setting.key}
                label={text(setting.label)}
                hint={text(setting.hint)}
                checked={viewer.settings[setting.key]}
                onChange={async (checked) => {
                  setOutcome(null);
                  setOutcome(await save(viewer.settings, { [setting.key]: checked }));
                }}
              />
            ))}
            <StatusLine said={outcome} boxed testId="settings-status" />
          </Panel>
        </Container>
      ) : null}
    </QueryState>
  );
}

/** One setting: its name, a switch (a checkbox announced as a switch) that saves at once, and what it does. */
function SettingSwitch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const text = useText();
  const id = useId();
  return (
    <Setting>
      <Line>
        <label htmlFor={id}>{label}</label>
        <SwitchBox>
          <State aria-hidden="true">
            {text(checked ? 'memberProfile.settings.on' : 'memberProfile.settings.off')}
          </State>
          <Switch
            id={id}
            type="checkbox"
            role="switch"
            checked={checked}
            aria-describedby={`${id}-hint`}
            onChange={(event) => onChange(event.target.checked)}
          />
        </SwitchBox>
      </Line>
      <p id={`${id}-hint`}>{hint}</p>
    </Setting>
  );
}

const Panel = styled.section`
  ${panelSurface}
  max-width: 760px;
  margin-bottom: 48px;
  padding: 20px 16px;
  h2 {
    margin-bottom: 8px;
    font-size: clamp(1.15rem, 1.05rem + 0.5vw, 1.4rem);
  }
  ${media.medium} {
    padding: 28px 32px;
  }
`;

const Setting = styled.div`
  padding: 16px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  p {
    margin: 6px 0 0;
    max-width: 560px;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.92rem;
  }
`;

const Line = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  label {
    font-weight: 600;
    cursor: pointer;
  }
`;

const SwitchBox = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

const State = styled.span`
  min-width: 2.2em;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
  font-weight: 600;
  text-align: right;
`;

/** A checkbox drawn as a sliding switch: a 52×30 track with its knob, 44 px tall to touch. */
const Switch = styled.input`
  appearance: none;
  position: relative;
  flex: none;
  width: 52px;
  height: 30px;
  margin: 7px 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.pending};
  cursor: pointer;
  transition: background 0.15s;
  &::before {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: #fff;
    box-shadow: 0 1px 3px rgba(29, 27, 58, 0.3);
    transition: transform 0.15s;
  }
  &:checked {
    background: ${({ theme }) => theme.colors.approved};
  }
  &:checked::before {
    transform: translateX(22px);
  }
`;
