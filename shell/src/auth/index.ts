export { AccountControl } from './account-control';
export { OPEN_LOGIN_EVENT, requestLogin } from './open-login-event';
export { clearLoggedInUser, storeLoggedInUser } from './logged-in-user';
