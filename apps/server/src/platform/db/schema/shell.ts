// Tables of the shell feature. Filled in by that feature; its migration is a numbered SQL file.
export {};
