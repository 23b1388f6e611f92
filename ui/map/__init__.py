"""The scenario map editor: a scene in centimetres, its view, tools and panels."""
