// The sign-in form still imports the profile document from here.
export { UpdateProfileDocument } from './documents';
