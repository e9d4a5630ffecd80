import { describeKillWrites } from './kill-writes';

describeKillWrites('pglite');
