print("repo-browser")
