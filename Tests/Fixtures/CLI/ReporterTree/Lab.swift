func probe(_ network: Networking) {}
