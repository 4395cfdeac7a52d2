/**
 * Chrome's explicit compile hint (V8, from Chrome 136): every function of a file that starts with
 * this line is compiled while the file streams in, off the main thread, instead of on the main
 * thread at its first call. Other browsers read a comment.
 */
export const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad';
