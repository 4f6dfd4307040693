// The first setup file of every unit test file: names the file as the reader of this process's clock
// (and of the Node children it starts), for the run that finds which files read the clock
// (tests/clock/clockReaders.mts). Each test file runs in a process of its own.
import { relative } from 'node:path';
import { expect } from 'vitest';
import { CLOCK_READER_VARIABLE } from '@/tests/clock/clockReaders.mts';

const { testPath } = expect.getState();
if (testPath) process.env[CLOCK_READER_VARIABLE] = relative(process.cwd(), testPath);
