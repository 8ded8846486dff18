print("xmlmap")
