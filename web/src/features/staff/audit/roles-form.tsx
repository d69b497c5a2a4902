import { useId, useState } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { framedSurface } from '../../../styles/surface';
import { media } from '../../../styles/theme';
import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../../graphql/generated';
import { Badge } from '../../../components/badge';
import { PrimaryButton } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { useFormikFields } from '../../../components/formik-fields';
import { StatusLine, type Said } from '../../../components/status-line';
import { useWrite } from '../../../components/use-write';
import { emailAddress } from '../../../lib/email-address';
import { messageId } from '../../../i18n/catalog';
import { useText } from '../../../i18n/use-text';

/** Who holds a staff role, listed beside the form. */
export const RolesForm_members = graphql(`
  fragment RolesForm_members on StaffMember {
    id
    email
    name
    role
  }
`);

const SetStaffRoleMutation = graphql(`
  mutation SetStaffRoleMutation($email: String!, $role: StaffRole) {
    setStaffRole(email: $email, role: $role) {
      email
      role
      errors {
        ...UserErrors
      }
    }
  }
`);

const rolesSchema = yup.object({
  email: emailAddress(
    yup.string().trim().required(messageId('staff.roles.emailRequired')),
    messageId('staff.roles.emailInvalid'),
  ),
  role: yup.string().oneOf(['MODERATOR', 'OPERATOR', 'NONE']).required(),
});

type RolesValues = yup.InferType<typeof rolesSchema>;

const ROLE_CHOICES = ['MODERATOR', 'OPERATOR', 'NONE'] as const;

/**
 * Operators grant a member the moderator or operator role, or take it away, by the member's e-mail; beside the form,
 * who holds which role now, each with a button that puts them in the form to change it.
 */
export function RolesForm({ members }: { members: readonly FragmentType<typeof RolesForm_members>[] }) {
  const text = useText();
  const headingId = useId();
  const prefix = useId();
  const [outcome, setOutcome] = useState<Said | null>(null);
  const { write: setStaffRole } = useWrite(SetStaffRoleMutation, {
    payload: (data) => data.setStaffRole,
    tell: setOutcome,
    // The log has a new entry: its pages are dropped, and the one shown is asked again (an eviction is obeyed even
    // in the first second after hydration, when a refetch would be answered from the server's state).
    update(cache, { data }) {
      if (data?.setStaffRole.errors.length === 0) {
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'auditLog' });
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'staffMembers' });
        cache.gc();
      }
    },
  });
  const formik = useFormik<RolesValues>({
    initialValues: { email: '', role: 'MODERATOR' },
    validationSchema: rolesSchema,
    async onSubmit(values, helpers) {
      const outcome = await setStaffRole(
        { email: values.email.trim(), role: values.role === 'NONE' ? null : values.role },
        {
          failed: text('staff.roles.failed'),
          done: (payload) => {
            const email = payload.email ?? values.email;
            return payload.role
              ? text('staff.roles.saved', { email, role: text(`staff.roles.${payload.role}`) })
              : text('staff.roles.removed', { email });
          },
        },
      );
      if (outcome.ok) helpers.resetForm();
    },
  });
  const fields = useFormikFields(formik, prefix);
  const email = fields.control('email');
  const role = fields.control('role');
  const holders = members.map((member) => getFragmentData(RolesForm_members, member));

  /** Puts a member in the form, to change or take away their role. */
  function choose(member: (typeof holders)[number]) {
    setOutcome(null);
    void formik.setValues({ email: member.email, role: member.role });
    document.getElementById(email.id)?.focus();
  }

  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{text('staff.roles.title')}</h2>
      <p>{text('staff.roles.hint')}</p>
      <Holders aria-labelledby={`${headingId}-holders`}>
        <h3 id={`${headingId}-holders`}>{text('staff.roles.holders')}</h3>
        {holders.length === 0 ? (
          <p>{text('staff.roles.noHolders')}</p>
        ) : (
          <ul>
            {holders.map((member) => (
              <li key={member.id}>
                <Holder>
                  <strong>{member.name || member.email}</strong> <span>{member.email}</span>
                </Holder>
                <RoleBadge>{text(`staff.roles.${member.role}`)}</RoleBadge>
                <button
                  type="button"
                  onClick={() => choose(member)}
                  aria-label={text('staff.roles.changeOf', { email: member.email })}
                >
                  {text('staff.roles.change')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Holders>
      <form noValidate onSubmit={formik.handleSubmit}>
        <FormField>
          <label htmlFor={email.id}>{text('staff.roles.email')}</label>
          <input type="email" autoComplete="off" {...email} />
          {fields.error('email')}
        </FormField>
        <FormField>
          <label htmlFor={role.id}>{text('staff.roles.role')}</label>
          <select {...role}>
            {ROLE_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {text(`staff.roles.${choice}`)}
              </option>
            ))}
          </select>
        </FormField>
        <PrimaryButton type="submit" disabled={formik.isSubmitting}>
          {text(formik.isSubmitting ? 'staff.roles.saving' : 'staff.roles.save')}
        </PrimaryButton>
      </form>
      <StatusLine said={outcome} />
    </Panel>
  );
}

const Panel = styled.section`
  ${framedSurface}
  margin: 24px 0 32px;
  padding: 20px;
  h2 {
    margin: 0 0 4px;
    font-size: 1.2rem;
  }
  > p {
    margin: 0 0 16px;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  form {
    display: grid;
    gap: 12px;
    align-items: end;
    ${media.medium} {
      grid-template-columns: 2fr 1fr auto;
    }
  }
  input,
  select {
    height: 48px;
  }
`;

/** Who holds a role: one line each, name and e-mail, the role, and a button to change it. */
const Holders = styled.section`
  margin: 0 0 20px;
  h3 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 6px;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    padding: 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    overflow-wrap: anywhere;
  }
  button {
    min-height: 36px;
    padding: 0 14px;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1px solid ${({ theme }) => theme.colors.line};
    background: ${({ theme }) => theme.colors.paper};
    cursor: pointer;
  }
`;

/** Who holds the role: the name, then the e-mail in quieter type; it takes the line's room, the badge its own. */
const Holder = styled.span`
  flex: 1 1 240px;
  min-width: 0;
  > span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

const RoleBadge = styled(Badge)`
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentDark};
  font-size: 0.85rem;
  font-weight: 600;
`;
