/* A plain program that records nothing: it must leave no rank file. */
int main(void) { return 0; }
