print("smoke")
