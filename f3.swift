// edited meanwhile
