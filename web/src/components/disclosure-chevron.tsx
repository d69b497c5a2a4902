import styled from 'styled-components';

/** The chevron of what opens below it (the account menu, an enquiry): pointing down, turned up once open. */
export function DisclosureChevron({
  open,
  size,
  className,
}: {
  open: boolean;
  size: number;
  className?: string;
}) {
  return (
    <Turning
      $open={open}
      width={size}
      height={size}
      viewBox="0 0 12 12"
      aria-hidden="true"
      className={className}
    >
      <path
        d="M2.5 4.5L6 8l3.5-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </Turning>
  );
}

const Turning = styled.svg<{ $open: boolean }>`
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform 0.15s;
`;
