import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 and Apollo need TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Lazy chunks and the mocked Apollo link resolve on later ticks; on a loaded 2-core CI machine
// that can take longer than Testing Library's 1 s default. Give findBy/waitFor 5 s.
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 5000 });
