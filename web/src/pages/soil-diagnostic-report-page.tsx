// Stub until this screen lands in this issue.
export { default } from './placeholder-page';
