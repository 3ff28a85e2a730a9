import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PublicUser } from '@cvb/contracts';
import { useAppDispatch } from '@cvb/store';
import { AppLink } from '../chrome/app-link';
import { avatarLetter } from './avatar-letter';
import { logOutAndLeave } from './log-out';

const Wrapper = styled.div`
  position: relative;
`;

const Avatar = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: #fff;
  color: ${({ theme }) => theme.colors.brand};
  font: inherit;
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.large};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: 40;
  min-width: 180px;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 24px rgba(16, 24, 40, 0.18);
  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    box-sizing: border-box;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 0;
    border-radius: 8px;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
    &:hover,
    &:focus-visible {
      background: ${({ theme }) => theme.colors.background};
    }
  }
`;

/** A logged-in user's avatar (first letter of the name, docs/domain.md#browser-storage) opening My account and Logout. */
export function UserMenu({ user }: { user: PublicUser }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const logOut = async () => {
    setLeaving(true);
    await logOutAndLeave(dispatch);
    setLeaving(false);
    setOpen(false);
  };

  return (
    <Wrapper ref={wrapper}>
      <Avatar
        ref={button}
        type="button"
        aria-label={t('auth.menu.button', { name: user.name })}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        title={user.name}
        onClick={() => setOpen((current) => !current)}
      >
        <span aria-hidden="true">{avatarLetter(user.name)}</span>
      </Avatar>
      {open && (
        <Menu id={menuId}>
          <li>
            <AppLink to="/account" onClickCapture={() => setOpen(false)}>
              {t('auth.menu.account')}
            </AppLink>
          </li>
          <li>
            <button type="button" disabled={leaving} onClick={logOut}>
              {leaving ? t('auth.menu.loggingOut') : t('auth.menu.logout')}
            </button>
          </li>
        </Menu>
      )}
    </Wrapper>
  );
}
