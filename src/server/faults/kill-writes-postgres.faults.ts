import { describeKillWrites } from './kill-writes';

describeKillWrites('postgres');
